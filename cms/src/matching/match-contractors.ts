import type { Payload } from 'payload'

import type { ContractorMatch, ExternalRating, MatchedContractor } from '../contracts/contractor-match'
import {
  readContractorCandidates,
  type Candidate,
  type MatchRequest,
} from '../database/queries/contractor-candidates'
import type { Contractor } from '../payload-types'
import { areaOfZip, cityLabel, type Area } from './zip-area'

const MAX_MATCHES = 50
const MAX_IN_STATE = 6

/**
 * What a match shows of a contractor (the logo's id too: the CMS makes logoResponsive from it); read whole, each
 * contractor would also bring its services, states and cities from their tables, for nothing.
 */
const MATCH_FIELDS = {
  name: true,
  slug: true,
  description: true,
  rating: true,
  reviewsCount: true,
  externalRating: true,
  // The badges are derived from these dates (collections/Contractors.ts).
  licensed: true,
  insured: true,
  licensedUntil: true,
  insuredUntil: true,
  yearsInBusiness: true,
  serviceArea: true,
  logo: true,
  logoResponsive: true,
} as const

type MatchFields = Pick<Contractor, 'id' | keyof typeof MATCH_FIELDS>

/** The rating from elsewhere, only when whole: the collection refuses a part without the rest. */
const externalRatingOf = ({ externalRating: external }: MatchFields): ExternalRating | null =>
  external?.rating != null && external.count != null && external.source && external.asOf
    ? { rating: external.rating, count: external.count, source: external.source, asOf: external.asOf }
    : null

const toMatched = (contractor: MatchFields, medianResponseHours: number | null): MatchedContractor => ({
  id: contractor.id,
  name: contractor.name,
  slug: contractor.slug,
  description: contractor.description,
  rating: contractor.rating ?? null,
  reviewsCount: contractor.reviewsCount,
  externalRating: externalRatingOf(contractor),
  licensed: Boolean(contractor.licensed),
  insured: Boolean(contractor.insured),
  yearsInBusiness: contractor.yearsInBusiness ?? null,
  serviceArea: contractor.serviceArea || null,
  medianResponseHours,
  logo: contractor.logoResponsive ?? null,
})

const requestOf = (serviceId: string, area: Area): MatchRequest => ({
  serviceId,
  state: area.state,
  city: cityLabel(area),
})

/**
 * The candidates as a match shows them, in the candidates' order; anyone the reader may not see is left out.
 */
const matched = async (payload: Payload, candidates: Candidate[]): Promise<MatchedContractor[]> => {
  if (candidates.length === 0) return []
  const ids = candidates.map((candidate) => candidate.id)
  const { docs } = await payload.find({
    collection: 'contractors',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    pagination: false,
    select: MATCH_FIELDS,
    overrideAccess: false,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return candidates.flatMap((candidate) => {
    const doc = byId.get(candidate.id)
    return doc ? [toMatched(doc, candidate.median_response_hours)] : []
  })
}

/** Active contractors that offer the service and cover the area (its state, or its city), in the fair order. */
export const findLocalContractors = async (
  payload: Payload,
  serviceId: string,
  area: Area,
  limit: number,
) => {
  const found = await readContractorCandidates(payload, requestOf(serviceId, area), {
    coveringOnly: true,
    limit,
  })
  return matched(payload, found)
}

/**
 * Who can quote this job (choosable-contractors.ts has the rule and the order): the active contractors that offer
 * the service and cover the ZIP code; when none does, those offering it elsewhere in the ZIP code's state (the
 * `national` list, named so before it was limited to the state), never a contractor of another state.
 */
export const matchContractors = async (
  payload: Payload,
  { serviceSlug, zip }: { serviceSlug: string; zip: string },
): Promise<ContractorMatch> => {
  const area = areaOfZip(zip)
  // Only a published service can be asked for: a draft has no page and its leads would be refused.
  const service = (
    await payload.find({
      collection: 'services',
      where: { slug: { equals: serviceSlug } },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
  ).docs[0]
  if (!service || !area) return { local: [], national: [], area }

  const found = await readContractorCandidates(payload, requestOf(service.id, area), {
    coveringOnly: false,
    limit: MAX_MATCHES,
  })
  // The rule admits contractors of other cities of the state only when no one covers the ZIP code.
  const local = found.filter((candidate) => candidate.covers)
  const inState = local.length === 0 ? found.slice(0, MAX_IN_STATE) : []
  const [localMatches, inStateMatches] = await Promise.all([
    matched(payload, local),
    matched(payload, inState),
  ])
  return { local: localMatches, national: inStateMatches, area }
}
