import type { Payload } from 'payload'

import type { ContractorMatch, MatchedContractor } from '../contracts/contractor-match'
import { readContractorCandidates, type MatchRequest } from '../database/queries/contractor-candidates'
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
  // The badges are derived from these dates (collections/Contractors.ts).
  licensed: true,
  insured: true,
  licensedUntil: true,
  insuredUntil: true,
  yearsInBusiness: true,
  serviceArea: true,
  responseTime: true,
  logo: true,
  logoResponsive: true,
} as const

const toMatched = (contractor: Pick<Contractor, 'id' | keyof typeof MATCH_FIELDS>): MatchedContractor => ({
  id: contractor.id,
  name: contractor.name,
  slug: contractor.slug,
  description: contractor.description,
  rating: contractor.rating ?? null,
  reviewsCount: contractor.reviewsCount,
  licensed: Boolean(contractor.licensed),
  insured: Boolean(contractor.insured),
  yearsInBusiness: contractor.yearsInBusiness ?? null,
  serviceArea: contractor.serviceArea || null,
  responseTime: contractor.responseTime ?? null,
  logo: contractor.logoResponsive ?? null,
})

const requestOf = (serviceId: string, area: Area): MatchRequest => ({
  serviceId,
  state: area.state,
  city: cityLabel(area),
})

/** The contractors of these ids as a match shows them, in the ids' order; anyone the reader may not see is left out. */
const matched = async (payload: Payload, ids: string[]): Promise<MatchedContractor[]> => {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'contractors',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    pagination: false,
    select: MATCH_FIELDS,
    overrideAccess: false,
  })
  const byId = new Map(docs.map((doc) => [doc.id, toMatched(doc)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
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
  return matched(
    payload,
    found.map((candidate) => candidate.id),
  )
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
    matched(
      payload,
      local.map((candidate) => candidate.id),
    ),
    matched(
      payload,
      inState.map((candidate) => candidate.id),
    ),
  ])
  return { local: localMatches, national: inStateMatches, area }
}
