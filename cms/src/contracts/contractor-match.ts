import type { ResponsiveImage } from './media'
import type { StateCode } from './us-states'

/** How soon a contractor usually answers a new request: the panel's choices and the cards' words. */
export const CONTRACTOR_RESPONSE_TIMES = [
  { value: 'within-an-hour', label: 'Within an hour', phrase: 'Usually responds within an hour' },
  { value: 'within-hours', label: 'Within a few hours', phrase: 'Usually responds within a few hours' },
  { value: 'same-day', label: 'The same day', phrase: 'Usually responds the same day' },
  { value: 'within-a-day', label: 'Within a day', phrase: 'Usually responds within a day' },
  { value: 'within-two-days', label: 'Within two days', phrase: 'Usually responds within two days' },
] as const

export type ContractorResponseTime = (typeof CONTRACTOR_RESPONSE_TIMES)[number]['value']

/** The cards' sentence for a response time, e.g. "Usually responds within an hour". */
export const responseTimePhrase = (value: ContractorResponseTime): string =>
  CONTRACTOR_RESPONSE_TIMES.find((time) => time.value === value)?.phrase ?? ''

/** GET /api/contractors/match?service={slug}&zip={zip}: who can quote this job. */
export type MatchedContractor = {
  id: string
  name: string
  slug: string
  description: string
  rating: number | null
  reviewsCount: number
  licensed: boolean
  insured: boolean
  yearsInBusiness: number | null
  /** The company's own words for where it works, e.g. "Nationwide". */
  serviceArea: string | null
  responseTime: ContractorResponseTime | null
  /** The company logo from the media library; the cards show the name's first letter without one. */
  logo: ResponsiveImage | null
}

export type ContractorMatch = {
  /** Active contractors that offer the service and cover the ZIP code, in the matching rule's fair order. */
  local: MatchedContractor[]
  /**
   * Only when nobody covers the ZIP code: active contractors offering the service in other cities of its state (the
   * name stays from when this list reached every state; a contractor of another state is never in it).
   */
  national: MatchedContractor[]
  /** Where the ZIP code is, when the dataset knows it. */
  area: { city: string; state: StateCode } | null
}
