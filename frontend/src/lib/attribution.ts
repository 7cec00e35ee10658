import type { QuoteRequest } from '@contracts/quote-request'

import { isRecord, readJson, writeJson } from './session-storage'

/** Where the visitor came from, taken once on the first page of the session. */
export const ATTRIBUTION_KEY = 'attribution'

export type Attribution = NonNullable<QuoteRequest['attribution']>

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
