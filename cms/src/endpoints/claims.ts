import type { Payload } from 'payload'

import {
  claimedHours,
  claimedNumber,
  TIME_CLAIM_SHARE,
  type ClaimedFigure,
  type ClaimedTestimonial,
  type ClaimsEvidence,
  type ClaimVerdict,
} from '../contracts/claims'
import { readClaimCounts, type ClaimCounts } from '../database/queries/claim-figures'
import type { SiteSetting } from '../payload-types'
import { staffEndpoint, staffJson } from './staff-only'

type Figures = SiteSetting['figures']

const count = (value: number): string => value.toLocaleString('en-US')

/** A whole percentage of `part` in `whole`, rounded down so that a claim is never rounded into support. */
const percent = (part: number, whole: number): number => Math.floor((part / whole) * 100)

const atLeast = (measured: number, claimed: number | null): ClaimVerdict =>
  claimed === null ? 'not-measured' : measured >= claimed ? 'supported' : 'not-supported'

/** Each marketing figure beside what the data says of it. */
export const judgeFigures = (figures: Figures, counts: ClaimCounts): ClaimedFigure[] => {
  const won = Number(counts.won)
  const reviews = Number(counts.reviews)
  const satisfied = Number(counts.satisfied)
  const responseBase = Number(counts.response_base)
  const answeredWithin = Number(counts.answered_within)
  const quoted = Number(counts.quoted)
  const quotedWithin = Number(counts.quoted_within)
  const responseHours = claimedHours(figures.contractorResponse)
  const quoteHours = claimedHours(figures.quotesWithin)
  // The mean as the pages would print it, to one decimal, rounded down.
  const averageRating = reviews === 0 ? null : Math.floor(Number(counts.average_rating) * 10) / 10

  const timeClaim = (
    hours: number | null,
    part: number,
    whole: number,
    what: (hours: number) => string,
  ): Pick<ClaimedFigure, 'measured' | 'verdict'> => {
    if (hours === null) return { measured: 'The figure names no time to measure', verdict: 'not-measured' }
    if (whole === 0) return { measured: 'No data yet', verdict: 'not-supported' }
    const share = percent(part, whole)
    return {
      measured: `${share}% of ${count(whole)} ${what(hours)}`,
      verdict: share >= TIME_CLAIM_SHARE ? 'supported' : 'not-supported',
    }
  }

  return [
    {
      key: 'projectsCompleted',
      label: 'Projects completed',
      claimed: figures.projectsCompleted,
      measured: `${count(won)} won ${won === 1 ? 'referral' : 'referrals'}`,
      basis: 'Referrals marked won',
      verdict: atLeast(won, claimedNumber(figures.projectsCompleted)),
    },
    {
      key: 'averageRating',
      label: 'Average rating',
      claimed: figures.averageRating,
      measured:
        averageRating === null
          ? 'No published reviews yet'
          : `${averageRating.toFixed(1)}/5 from ${count(reviews)} published ${reviews === 1 ? 'review' : 'reviews'}`,
      basis: 'The mean rating of the published verified reviews',
      verdict:
        averageRating === null
          ? 'not-supported'
          : atLeast(averageRating, claimedNumber(figures.averageRating)),
    },
    {
      key: 'customerSatisfaction',
      label: 'Customer satisfaction',
      claimed: figures.customerSatisfaction,
      measured:
        reviews === 0
          ? 'No published reviews yet'
          : `${percent(satisfied, reviews)}% of ${count(reviews)} published reviews rated 4 or 5`,
      basis: 'The share of published verified reviews rated 4 or 5 stars',
      verdict:
        reviews === 0
          ? 'not-supported'
          : atLeast(percent(satisfied, reviews), claimedNumber(figures.customerSatisfaction)),
    },
    {
      key: 'contractorResponse',
      label: 'Contractor response within',
      claimed: figures.contractorResponse,
      ...timeClaim(
        responseHours,
        answeredWithin,
        responseBase,
        (hours) => `referrals first answered within ${hours} hours`,
      ),
      basis: `Supported when at least ${TIME_CLAIM_SHARE}% of referrals (answered, or waiting longer than that) were first answered within that time`,
    },
    {
      key: 'quotesWithin',
      label: 'Quotes within',
      claimed: figures.quotesWithin,
      ...timeClaim(
        quoteHours,
        quotedWithin,
        quoted,
        (hours) => `quotes sent within ${hours} hours of the request`,
      ),
      basis: `Supported when at least ${TIME_CLAIM_SHARE}% of the quotes were sent within the longest time it names`,
    },
    {
      key: 'averageSaving',
      label: 'Average saving',
      claimed: figures.averageSaving,
      measured: 'Not measured',
      basis: 'The marketplace records no price paid, so no saving can be measured',
      verdict: 'not-measured',
    },
  ]
}

/** The home page's testimonials: the featured published reviews, then the typed ones, none backed. */
const readTestimonials = async (payload: Payload): Promise<ClaimedTestimonial[]> => {
  const [{ docs: featured }, home] = await Promise.all([
    payload.find({
      collection: 'reviews',
      where: { and: [{ featured: { equals: true } }, { status: { equals: 'published' } }] },
      sort: '-publishedAt',
      limit: 20,
      depth: 1,
      select: { reviewerName: true, reviewerCity: true, text: true, service: true },
    }),
    payload.findGlobal({ slug: 'home-page', depth: 0 }),
  ])
  return [
    ...featured.map((review) => ({
      name: review.reviewerName,
      city: review.reviewerCity ?? null,
      quote: review.text,
      backed: true,
      service: typeof review.service === 'object' && review.service ? review.service.name : null,
    })),
    ...(home.testimonials ?? []).map((testimonial) => ({
      name: testimonial.name,
      city: testimonial.city,
      quote: testimonial.quote,
      backed: false,
      service: null,
    })),
  ]
}

/** Everything the claims panel shows. */
export const readClaimsEvidence = async (payload: Payload): Promise<ClaimsEvidence> => {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const { figures } = settings
  const [counts, testimonials] = await Promise.all([
    readClaimCounts(payload, {
      responseHours: claimedHours(figures.contractorResponse) ?? 24,
      quoteHours: claimedHours(figures.quotesWithin) ?? 48,
    }),
    readTestimonials(payload),
  ])
  return { figures: judgeFigures(figures, counts), testimonials }
}

/** GET /api/admin/claims: each marketing figure beside what the data says, and which testimonials are backed. */
export const claimsEndpoint = staffEndpoint({
  path: '/admin/claims',
  what: 'the evidence for our claims',
  handler: async (req) => staffJson(await readClaimsEvidence(req.payload)),
})
