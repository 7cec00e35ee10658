import type { PayloadRequest, Where } from 'payload'

import {
  MIN_ANSWERED_FOR_FIGURES,
  PROFILE_REVIEWS_PER_PAGE,
  RESPONSE_FIGURES_DAYS,
  type ExternalRating,
  type PageLink,
  type ProfileInsurance,
  type ProfileLicence,
  type ProfileResponse,
  type ProfileReview,
  type ProProfilePageData,
} from '../../contracts/public-pages'
import { pageNumberOf } from '../../contracts/page-number'
import { percent } from '../../contracts/response-figures'
import { STATE_CODES, US_STATES, type StateCode } from '../../contracts/us-states'
import { readAnswerFigures, readMedianResponseHours } from '../../database/queries/response-figures'
import type { Contractor, Review } from '../../payload-types'
import { relationId } from '../../contracts/relation-id'
import { pageEndpoint, publishedOnly } from './page-endpoint'
import { pageMeta } from './page-meta'

/** What the profile shows of the contractor; the credential dates make the virtual `verified`. */
const CONTRACTOR_FIELDS = {
  name: true,
  slug: true,
  description: true,
  services: true,
  states: true,
  cities: true,
  serviceArea: true,
  yearsInBusiness: true,
  rating: true,
  reviewsCount: true,
  externalRating: true,
  logo: true,
  logoResponsive: true,
  isActive: true,
  licensedUntil: true,
  insuredUntil: true,
  verified: true,
} as const

const REVIEW_FIELDS = {
  rating: true,
  text: true,
  reviewerName: true,
  reviewerCity: true,
  publishedAt: true,
  service: true,
  reply: true,
} as const

/**
 * The credentials as the public may see them: records staff verified that have not expired, by the fields named
 * here only. The records' collections are the team's (their evidence and policy numbers stay private), so they are
 * read with overrideAccess and never returned whole.
 */
const readCredentials = async (
  req: PayloadRequest,
  contractorId: string,
): Promise<{ licences: ProfileLicence[]; insurance: ProfileInsurance | null }> => {
  const now = new Date().toISOString()
  // A new object per query: Payload sanitizes a `where` in place.
  const where = (): Where => ({
    and: [
      { contractor: { equals: contractorId } },
      { verifiedOn: { exists: true } },
      { expiresOn: { greater_than: now } },
    ],
  })
  const [licences, policies] = await Promise.all([
    req.payload.find({
      collection: 'licences',
      where: where(),
      sort: 'state',
      pagination: false,
      depth: 0,
      select: { state: true, number: true, classification: true, verifiedOn: true, expiresOn: true },
      overrideAccess: true,
    }),
    req.payload.find({
      collection: 'insurance-policies',
      where: where(),
      sort: '-expiresOn',
      limit: 1,
      pagination: false,
      depth: 0,
      select: { verifiedOn: true, expiresOn: true },
      overrideAccess: true,
    }),
  ])
  const policy = policies.docs[0]
  return {
    licences: licences.docs.map((licence) => ({
      state: licence.state,
      stateName: US_STATES[licence.state as StateCode] ?? licence.state,
      number: licence.number,
      classification: licence.classification,
      verifiedOn: licence.verifiedOn as string,
      expiresOn: licence.expiresOn,
    })),
    insurance: policy ? { verifiedOn: policy.verifiedOn as string, expiresOn: policy.expiresOn } : null,
  }
}

/** How the contractor answered over the period, once enough answers make the figures mean something. */
const readResponse = async (req: PayloadRequest, contractorId: string): Promise<ProfileResponse | null> => {
  const end = new Date()
  const start = new Date(end.getTime() - RESPONSE_FIGURES_DAYS * 24 * 60 * 60 * 1000)
  const [figures, medianHours] = await Promise.all([
    readAnswerFigures(req.payload, contractorId, start.toISOString(), end.toISOString()),
    readMedianResponseHours(req.payload, contractorId),
  ])
  const answered = Number(figures.answered)
  const acceptanceRate = percent(Number(figures.accepted), Number(figures.acceptance_base))
  if (answered < MIN_ANSWERED_FOR_FIGURES || medianHours === null || acceptanceRate === null) return null
  return { answered, medianSeconds: Math.round(medianHours * 3600), acceptanceRate }
}

const serviceLinkOf = (service: Review['service']): PageLink | null =>
  service && typeof service === 'object' ? { slug: service.slug, name: service.name } : null

/** One page of the published reviews, newest first, read as the public reads them. */
const readReviews = (req: PayloadRequest, contractorId: string, page: number) =>
  req.payload.find({
    collection: 'reviews',
    where: { and: [{ contractor: { equals: contractorId } }, { status: { equals: 'published' } }] },
    sort: '-publishedAt',
    limit: PROFILE_REVIEWS_PER_PAGE,
    page,
    depth: 1,
    // A review's service is a link; a draft service is not populated for the public, so it shows no link.
    populate: { services: { slug: true, name: true } },
    select: REVIEW_FIELDS,
    overrideAccess: false,
  })

const toReview = (review: Pick<Review, 'id' | keyof typeof REVIEW_FIELDS>): ProfileReview => ({
  id: review.id,
  rating: review.rating,
  text: review.text,
  reviewerName: review.reviewerName,
  reviewerCity: review.reviewerCity || null,
  date: review.publishedAt as string,
  service: serviceLinkOf(review.service),
  reply: review.reply?.text ? { text: review.reply.text, at: review.reply.at ?? null } : null,
})

/** Fifty-odd state names say less than "every state". */
const coverageOf = (codes: readonly StateCode[]): { nationwide: boolean; states: string[] } =>
  codes.length === STATE_CODES.length
    ? { nationwide: true, states: [] }
    : { nationwide: false, states: codes.map((code) => US_STATES[code]) }

const externalRatingOf = ({ externalRating }: Pick<Contractor, 'externalRating'>): ExternalRating | null => {
  const { rating, count, source, asOf } = externalRating ?? {}
  return rating && count && source && asOf ? { rating, count, source, asOf } : null
}

/**
 * /pros/{slug}: the profile of an active contractor whose licence and insurance checks are current; anyone else has
 * no page (404), as a page of the reviews past the last.
 */
export const loadProProfile = async (
  req: PayloadRequest,
  { slug }: { slug: string },
): Promise<ProProfilePageData | null> => {
  const page = pageNumberOf(req.searchParams.get('page'))
  if (page === null) return null
  const { payload } = req
  const contractor = (
    await payload.find({
      collection: 'contractors',
      where: { and: [{ slug: { equals: slug } }, { isActive: { equals: true } }] },
      limit: 1,
      pagination: false,
      depth: 0,
      select: CONTRACTOR_FIELDS,
      overrideAccess: false,
    })
  ).docs[0]
  if (!contractor?.verified) return null

  const serviceIds = (contractor.services ?? []).map(relationId)
  const [services, credentials, response, reviews, meta] = await Promise.all([
    serviceIds.length
      ? payload.find({
          collection: 'services',
          where: { and: [{ id: { in: serviceIds } }, publishedOnly()] },
          sort: 'sortOrder',
          pagination: false,
          depth: 0,
          select: { slug: true, name: true },
          overrideAccess: false,
        })
      : Promise.resolve({ docs: [] }),
    readCredentials(req, contractor.id),
    readResponse(req, contractor.id),
    readReviews(req, contractor.id, page),
    pageMeta(req, {}, contractor.logo),
  ])
  if (page > 1 && page > reviews.totalPages) return null

  return {
    id: contractor.id,
    slug: contractor.slug,
    name: contractor.name,
    description: contractor.description,
    logo: contractor.logoResponsive ?? null,
    services: services.docs.map(({ slug: serviceSlug, name }) => ({ slug: serviceSlug, name })),
    ...coverageOf(contractor.states ?? []),
    cities: contractor.cities ?? [],
    serviceArea: contractor.serviceArea || null,
    yearsInBusiness: contractor.yearsInBusiness ?? null,
    ...credentials,
    response,
    rating:
      contractor.reviewsCount > 0 && contractor.rating
        ? { value: contractor.rating, count: contractor.reviewsCount }
        : null,
    externalRating: externalRatingOf(contractor),
    reviews: {
      docs: reviews.docs.map(toReview),
      page,
      totalPages: reviews.totalPages,
      totalDocs: reviews.totalDocs,
    },
    meta,
  }
}

/** GET /api/contractors/page/:slug?page=n */
export const proProfileEndpoint = pageEndpoint(['slug'], loadProProfile)
