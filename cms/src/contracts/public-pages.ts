import type { MatchedContractor } from './contractor-match'
import type { ResponsiveImage } from './media'

/**
 * What the public detail pages show, as the CMS answers for them (GET /api/{collection}/page/...): each page's
 * record with its rich text already turned into HTML on the server and its links resolved, so the page ships no
 * rich-text code and embeds no editor state. A missing record answers 404.
 */

export type PageLink = { slug: string; name: string }

/** A picture for social previews (og:image): an absolute URL, with its size and alt text. */
export type SocialImage = { url: string; width: number; height: number; alt: string }

/**
 * What a page tells search engines and social previews, computed on the server from the document's SEO fields
 * (cms/src/fields/seo.ts): the title and description the editor set, or null where the page computes its own; the
 * social image, already resolved through its fallbacks (the SEO image, the page's own picture, the site's default).
 */
export type PageMeta = { title: string | null; description: string | null; image: SocialImage | null }

export type ServicePageData = {
  slug: string
  name: string
  description: string
  /** The hero's picture; none when the editor chose none. */
  image: ResponsiveImage | null
  overviewHtml: string
  pricingTiers: {
    name: string
    priceLow: number
    priceHigh: number
    openEnded: boolean
    durationLow: number
    durationHigh: number
  }[]
  included: string[]
  /** The sidebar's average cost (US dollars) and typical duration (days). */
  priceLow: number
  priceHigh: number
  durationLow: number
  durationHigh: number
  related: PageLink[]
  meta: PageMeta
}

export type CostGuidePageData = {
  slug: string
  title: string
  excerpt: string
  heroImage: ResponsiveImage | null
  author: string
  publishedAt: string
  costTiers: { name: string; low: number; average: number; high: number; openEnded: boolean }[]
  bodyHtml: string
  meta: PageMeta
  /** The published service the guide prices, which its quote links start the wizard with; null when none is. */
  serviceSlug: string | null
}

export type ArticlePageData = {
  slug: string
  title: string
  excerpt: string
  heroImage: ResponsiveImage | null
  author: string
  reviewer: string | null
  publishedAt: string | null
  updatedAt: string
  tags: string[]
  readingMinutes: number
  bodyHtml: string
  meta: PageMeta
}

/** A location page of the same service, linked from another. */
export type CityLink = { state: string; city: string; cityName: string }

export type LocationPageData = {
  state: string
  stateName: string
  city: string
  cityName: string
  /** A ZIP code in the city, for starting quotes there. */
  zipCode: string
  service: PageLink
  costLow: number
  costAverage: number
  costHigh: number
  durationLow: number
  durationHigh: number
  considerations: { title: string; text: string }[]
  /** Pinned by the editor, then the nearest in the same state; at most 3. */
  nearby: CityLink[]
  /** Active contractors covering the city for the service, best rated first; at most 3, maybe none. */
  contractors: MatchedContractor[]
  /** The service's related services that have a page for this city. */
  related: PageLink[]
  meta: PageMeta
}

/** Reviews on one page of a contractor's profile. */
export const PROFILE_REVIEWS_PER_PAGE = 10

/**
 * A contractor's answers are shown once this many referrals were answered in the period: fewer would make a median
 * and a rate of chance.
 */
export const MIN_ANSWERED_FOR_FIGURES = 5

/** The period the profile's response figures cover, in days up to today. */
export const RESPONSE_FIGURES_DAYS = 365

/** A verified, unexpired licence as the profile shows it: never its evidence file. */
export type ProfileLicence = {
  state: string
  stateName: string
  number: string
  classification: string
  /** ISO 8601: when staff checked it, and until when it is valid. */
  verifiedOn: string
  expiresOn: string
}

/** A verified, unexpired insurance policy as the profile shows it: never its carrier's policy number or certificate. */
export type ProfileInsurance = { verifiedOn: string; expiresOn: string }

/** A published review, as the profile shows it. */
export type ProfileReview = {
  id: string
  rating: number
  text: string
  reviewerName: string
  reviewerCity: string | null
  /** ISO 8601: when it was published. */
  date: string
  /** The job's service, with a link when the service has a page. */
  service: PageLink | null
  reply: { text: string; at: string | null } | null
}

/** A rating someone else published, always shown with its source and date. */
export type ExternalRating = { rating: number; count: number; source: string; asOf: string }

/** How the contractor answered the referrals sent in the last RESPONSE_FIGURES_DAYS days. */
export type ProfileResponse = {
  answered: number
  /** The median time from a referral being sent to its first answer, over the latest answers, as the cards read it. */
  medianSeconds: number
  /** Accepted, as a percent of the referrals they could answer. */
  acceptanceRate: number
}

export type ProProfilePageData = {
  /** What "Get quotes from …" names, to start the wizard with the contractor chosen. */
  id: string
  slug: string
  name: string
  description: string
  logo: ResponsiveImage | null
  /** The published services the contractor offers. */
  services: PageLink[]
  /** Every state is covered in full (then `states` names none). */
  nationwide: boolean
  /** States covered in full, by name. */
  states: string[]
  /** Cities covered, "City, ST". */
  cities: string[]
  serviceArea: string | null
  yearsInBusiness: number | null
  licences: ProfileLicence[]
  /** The policy valid the longest, or none. */
  insurance: ProfileInsurance | null
  /** Null until MIN_ANSWERED_FOR_FIGURES referrals were answered. */
  response: ProfileResponse | null
  /** From the published verified reviews; null when there are none. */
  rating: { value: number; count: number } | null
  externalRating: ExternalRating | null
  reviews: { docs: ProfileReview[]; page: number; totalPages: number; totalDocs: number }
  meta: PageMeta
}
