import { clearLeadData } from './lead-data'
import { readJson, remove, writeJson } from './session-storage'

/** The contractor ids chosen in this wizard attempt, kept for the browser session. */
export const SELECTED_CONTRACTORS_KEY = 'selectedContractors'
/** One key per wizard attempt, so a retry after a lost answer cannot store a second lead. */
export const IDEMPOTENCY_KEY_KEY = 'quoteRequestIdempotencyKey'

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
