import type { ResponsiveImage } from './media'

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
  /** The company logo from the media library; the cards show the name's first letter without one. */
  logo: ResponsiveImage | null
}

export type ContractorMatch = {
  /** Active contractors that offer the service and cover the ZIP code, best rated first. */
  local: MatchedContractor[]
  /** Only when nobody local does: the best-rated active contractors offering the service anywhere. */
  national: MatchedContractor[]
  /** Where the ZIP code is, when the dataset knows it. */
  area: { city: string; state: string } | null
}
