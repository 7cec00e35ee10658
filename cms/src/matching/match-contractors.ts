import type { Payload, Where } from 'payload'

import type { ContractorMatch, MatchedContractor } from '../contracts/contractor-match'
import type { Contractor } from '../payload-types'
import { areaOfZip, cityLabel, type Area } from './zip-area'

const MAX_MATCHES = 50
const MAX_NATIONAL = 6

/**
 * What a match shows of a contractor (the logo's id too: the CMS makes logoResponsive from it). Read whole, each
 * contractor brought its services, states and cities from their tables: a location page's three cost 4 ms of CPU
 * instead of 2.5 ms.
 */
const MATCH_FIELDS = {
  name: true,
  slug: true,
  description: true,
  rating: true,
  reviewsCount: true,
  licensed: true,
  insured: true,
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

const find = async (payload: Payload, where: Where, limit: number) =>
  (
    await payload.find({
      collection: 'contractors',
      where,
      sort: ['-rating', '-reviewsCount'],
      limit,
      depth: 0,
      pagination: false,
      select: MATCH_FIELDS,
      overrideAccess: false,
    })
  ).docs.map(toMatched)

/** Active contractors that offer the service and cover the area (its state, or its city), best rated first. */
export const findLocalContractors = (payload: Payload, serviceId: string, area: Area, limit: number) =>
  find(
    payload,
    {
      and: [
        { isActive: { equals: true } },
        { services: { in: [serviceId] } },
        { or: [{ states: { in: [area.state] } }, { cities: { in: [cityLabel(area)] } }] },
      ],
    },
    limit,
  )

/**
 * DESIGN §6: active contractors that offer the service and cover the ZIP code, best rated first; when nobody local
 * does, the best-rated ones offering the service anywhere.
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
  if (!service) return { local: [], national: [], area }

  const local = area ? await findLocalContractors(payload, service.id, area, MAX_MATCHES) : []
  const national =
    local.length === 0
      ? await find(
          payload,
          { and: [{ isActive: { equals: true } }, { services: { in: [service.id] } }] },
          MAX_NATIONAL,
        )
      : []
  return { local, national, area }
}
