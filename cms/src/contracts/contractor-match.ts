import type { ResponsiveImage } from './media'
import type { StateCode } from './us-states'

/** A contractor's answers needed before its median response time is shown or sorted on: fewer say little. */
export const MIN_ANSWERS_FOR_RESPONSE_TIME = 5

/**
 * The cards' sentence for a median time to first answer in hours, e.g. "Answers in about 3 hours (median)". It
 * names the median so that no one reads it as a promise.
 */
export const responseTimePhrase = (hours: number): string => {
  if (hours < 1) return 'Answers in under an hour (median)'
  if (hours < 48) {
    const whole = Math.round(hours)
    return `Answers in about ${whole} ${whole === 1 ? 'hour' : 'hours'} (median)`
  }
  return `Answers in about ${Math.round(hours / 24)} days (median)`
}

/** A rating published by someone else: shown only with its source and date, never mixed into the verified one. */
export type ExternalRating = {
  rating: number
  count: number
  /** Where it comes from, e.g. "Google" or "Sample data". */
  source: string
  /** When it was read (ISO date). */
  asOf: string
}

/** "Google, March 2026": where a rating from elsewhere comes from and when it was read, as every card says it. */
export const externalRatingLabel = ({ source, asOf }: Pick<ExternalRating, 'source' | 'asOf'>): string =>
  `${source}, ${new Date(asOf).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`

/** GET /api/contractors/match?service={slug}&zip={zip}: who can quote this job. */
export type MatchedContractor = {
  id: string
  name: string
  slug: string
  description: string
  /** The average of the contractor's published verified reviews, or null without one. */
  rating: number | null
  /** How many published verified reviews the rating averages. */
  reviewsCount: number
  /** A rating from elsewhere with its source, or null; the cards show it only without a verified rating. */
  externalRating: ExternalRating | null
  licensed: boolean
  insured: boolean
  yearsInBusiness: number | null
  /** The company's own words for where it works, e.g. "Nationwide". */
  serviceArea: string | null
  /**
   * The median hours from a request sent to the contractor's first answer, over its answered requests; null under
   * MIN_ANSWERS_FOR_RESPONSE_TIME answers.
   */
  medianResponseHours: number | null
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
