import type { HomeLead, ProjectDetails, QuoteRequest } from '@contracts/quote-request'

/** SPEC §3: the wizard's answers so far and the chosen contractor ids, kept for the browser session. */
export const LEAD_DATA_KEY = 'leadData'
export const SELECTED_CONTRACTORS_KEY = 'selectedContractors'
/** One key per wizard attempt, so a retry after a lost answer cannot store a second lead (DESIGN §5). */
export const IDEMPOTENCY_KEY_KEY = 'quoteRequestIdempotencyKey'
/** Where the visitor came from, taken once on the first page of the session. */
export const ATTRIBUTION_KEY = 'attribution'

/** The honeypot travels with the answers: a bot that fills it is recognised by the server on submit. */
export type LeadData = Partial<HomeLead & ProjectDetails & Pick<QuoteRequest, 'website'>>
export type Attribution = NonNullable<QuoteRequest['attribution']>

// Storage is absent while rendering on the server and may throw in the browser (disabled storage, quota).
const storage = (): Storage | undefined => {
  if (typeof window === 'undefined') return undefined
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

const readJson = (key: string): unknown => {
  const raw = storage()?.getItem(key)
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

const writeJson = (key: string, value: unknown): void => {
  try {
    storage()?.setItem(key, JSON.stringify(value))
  } catch {
    // A full or disabled storage only costs the visitor their saved answers; the page keeps working.
  }
}

const remove = (key: string): void => {
  try {
    storage()?.removeItem(key)
  } catch {
    // See writeJson.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The saved lead data, or an empty object when nothing (or nothing readable) is saved. */
export const readLeadData = (): Partial<LeadData> => {
  const saved = readJson(LEAD_DATA_KEY)
  // The server validates the whole request on submit; here an object is enough to prefill and display.
  return isRecord(saved) ? (saved as Partial<LeadData>) : {}
}

/** Adds a step's values to the saved lead data and returns the result. */
export const mergeLeadData = (values: Partial<LeadData>): Partial<LeadData> => {
  const merged = { ...readLeadData(), ...values }
  writeJson(LEAD_DATA_KEY, merged)
  return merged
}

const clearLeadData = (): void => remove(LEAD_DATA_KEY)

export const readSelectedContractors = (): string[] => {
  const saved = readJson(SELECTED_CONTRACTORS_KEY)
  return Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string') : []
}

export const writeSelectedContractors = (ids: readonly string[]): void =>
  writeJson(SELECTED_CONTRACTORS_KEY, ids)

const clearSelectedContractors = (): void => remove(SELECTED_CONTRACTORS_KEY)

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** crypto.randomUUID exists only in secure contexts; plain-HTTP hosts other than localhost fall back to this. */
const randomUuid = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The idempotency key of this wizard attempt, created (and saved) on first use. */
export const getOrCreateIdempotencyKey = (): string => {
  const saved = readJson(IDEMPOTENCY_KEY_KEY)
  if (typeof saved === 'string' && UUID_PATTERN.test(saved)) return saved
  const key = randomUuid()
  writeJson(IDEMPOTENCY_KEY_KEY, key)
  return key
}

const clearIdempotencyKey = (): void => remove(IDEMPOTENCY_KEY_KEY)

/** After a request is stored: the next visit to the wizard starts a new attempt with nothing prefilled. */
export const clearWizardSession = (): void => {
  clearLeadData()
  clearSelectedContractors()
  clearIdempotencyKey()
}

const UTM_PARAMS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const satisfies Record<string, string>

// The server caps these lengths; an overlong campaign tag must not make a homeowner's request fail.
const MAX_UTM_LENGTH = 200
const MAX_URL_LENGTH = 2000

export const readAttribution = (): Attribution => {
  const saved = readJson(ATTRIBUTION_KEY)
  if (!isRecord(saved)) return {}
  return Object.fromEntries(
    Object.entries(saved).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ) as Attribution
}

/**
 * Saves the UTM parameters and referrer of the page the visitor landed on, once per session: later pages of
 * a single-page app carry neither.
 */
export const captureAttribution = (location: { search: string }, referrer: string): void => {
  if (readJson(ATTRIBUTION_KEY) !== undefined) return
  const params = new URLSearchParams(location.search)
  const attribution: Attribution = {}
  for (const [field, param] of Object.entries(UTM_PARAMS) as [keyof typeof UTM_PARAMS, string][]) {
    const value = params.get(param)?.trim()
    if (value) attribution[field] = value.slice(0, MAX_UTM_LENGTH)
  }
  if (referrer) attribution.referrer = referrer.slice(0, MAX_URL_LENGTH)
  writeJson(ATTRIBUTION_KEY, attribution)
}
