import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { ContractorMatch, MatchedContractor } from '../contracts/contractor-match'
import type { Contractor } from '../payload-types'
import { choosableSql, coversSql, fairOrderSql, type RequestColumns } from './choosable-contractors'
import { areaOfZip, cityLabel, type Area } from './zip-area'

const MAX_MATCHES = 50
const MAX_IN_STATE = 6

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

/** The request's columns in the queries below: one row named `request`. */
const REQUEST: RequestColumns = {
  serviceId: 'request.service_id',
  state: 'request.state',
  city: 'request.city',
}

type Candidate = { id: string; covers: boolean }

/** The contractors `rule` admits for the service and area, in the fair order, and whether each covers the ZIP code. */
const candidates = async (payload: Payload, serviceId: string, area: Area, rule: string, limit: number) =>
  (
    await payload.db.drizzle.execute<Candidate>(sql`
      WITH request AS (SELECT ${serviceId}::uuid AS service_id, ${area.state}::text AS state, ${cityLabel(area)}::text AS city)
      SELECT c.id, ${sql.raw(coversSql('c', REQUEST))} AS covers
      FROM request, contractors c
      WHERE ${sql.raw(rule)}
      ORDER BY ${sql.raw(fairOrderSql('c'))}
      LIMIT ${limit}`)
  ).rows

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
export const findLocalContractors = async (payload: Payload, serviceId: string, area: Area, limit: number) =>
  matched(
    payload,
    (
      await candidates(
        payload,
        serviceId,
        area,
        `${choosableSql('c', REQUEST)} AND ${coversSql('c', REQUEST)}`,
        limit,
      )
    ).map((candidate) => candidate.id),
  )

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

  const found = await candidates(payload, service.id, area, choosableSql('c', REQUEST), MAX_MATCHES)
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
