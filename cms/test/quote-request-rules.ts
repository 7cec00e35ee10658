import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { MAX_CONTRACTORS_PER_REQUEST, MIN_CONTRACTORS_PER_REQUEST } from '../src/contracts/limits'
import { areaOfZip, cityLabel, type Area } from '../src/matching/zip-area'
import type { Contractor } from '../src/payload-types'

const idOf = (value: string | { id: string }): string => (typeof value === 'string' ? value : value.id)

const offers = (contractor: Contractor, serviceId: string) =>
  contractor.services.some((service) => idOf(service) === serviceId)

const covers = (contractor: Contractor, area: Area) =>
  (contractor.states ?? []).includes(area.state) || (contractor.cities ?? []).includes(cityLabel(area))

const worksInState = (contractor: Contractor, area: Area) =>
  (contractor.states ?? []).includes(area.state) ||
  (contractor.cities ?? []).some((city) => city.endsWith(`, ${area.state}`))

/**
 * The contractors a lead for this service and ZIP code may be sent to, by the select step's rule: the active ones
 * whose licence and insurance are verified and current, offering the service that cover the ZIP's state or city; where none does, those offering it in another city of
 * the same state, never one of another state. None for a ZIP code the data does not know. Written from the rule, not from the server's code, so the two can disagree.
 */
export const allowedContractorIds = (
  contractors: Contractor[],
  serviceId: string,
  zip: string,
): Set<string> => {
  const area = areaOfZip(zip)
  if (!area) return new Set()
  const offering = contractors.filter(
    (contractor) =>
      contractor.isActive === true && contractor.verified === true && offers(contractor, serviceId),
  )
  const local = offering.filter((contractor) => covers(contractor, area))
  const inState = offering.filter((contractor) => worksInState(contractor, area))
  return new Set((local.length > 0 ? local : inState).map((contractor) => contractor.id))
}

/** A lead as stored, with the contractors it was referred to. */
export type StoredLead = {
  id: string
  idempotencyKey: string | null
  zipCode: string
  consent: boolean
  serviceId: string | null
  serviceExists: boolean
  contractorIds: string[]
}

export type BrokenLead = { lead: StoredLead; rule: string }

/** Read in SQL: a run stores thousands of leads, and the check needs only these columns and the referrals. */
const loadLeads = async (
  pool: Pool,
  { serviceIds, idempotencyKeys }: { serviceIds: string[]; idempotencyKeys: string[] },
): Promise<StoredLead[]> => {
  const { rows } = await pool.query<StoredLead>(
    `SELECT lead.id, lead.idempotency_key AS "idempotencyKey", lead.zip_code AS "zipCode", lead.consent,
       lead.service_id AS "serviceId", service.id IS NOT NULL AS "serviceExists",
       coalesce(array_agg(referral.contractor_id::text) FILTER (WHERE referral.id IS NOT NULL), '{}')
         AS "contractorIds"
     FROM leads lead
     LEFT JOIN services service ON service.id = lead.service_id
     LEFT JOIN referrals referral ON referral.lead_id = lead.id
     WHERE lead.service_id = ANY($1::uuid[]) OR lead.idempotency_key = ANY($2::text[])
     GROUP BY lead.id, service.id`,
    [serviceIds, idempotencyKeys],
  )
  return rows
}

/** Every contractor a rule about these leads needs: those offering their services, and those they went to. */
const loadContractors = async (payload: Payload, leads: StoredLead[]): Promise<Contractor[]> => {
  const serviceIds = [...new Set(leads.flatMap((lead) => (lead.serviceId ? [lead.serviceId] : [])))]
  const referred = [...new Set(leads.flatMap((lead) => lead.contractorIds))]
  if (serviceIds.length === 0 && referred.length === 0) return []
  const { docs } = await payload.find({
    collection: 'contractors',
    where: { or: [{ services: { in: serviceIds } }, { id: { in: referred } }] },
    depth: 0,
    pagination: false,
  })
  return docs
}

const rulesBroken = (lead: StoredLead, contractors: Map<string, Contractor>): string[] => {
  const broken: string[] = []
  if (!lead.serviceExists) broken.push('its service does not exist')
  const area = areaOfZip(lead.zipCode)
  if (!area) broken.push(`its ZIP code ${JSON.stringify(lead.zipCode)} is unknown to areaOfZip`)
  if (lead.consent !== true) broken.push('consent is not true')
  const count = lead.contractorIds.length
  if (count < MIN_CONTRACTORS_PER_REQUEST || count > MAX_CONTRACTORS_PER_REQUEST)
    broken.push(`it has ${count} referrals`)
  if (new Set(lead.contractorIds).size !== count) broken.push('it is referred to one contractor twice')
  const allowed = lead.serviceId
    ? allowedContractorIds([...contractors.values()], lead.serviceId, lead.zipCode)
    : new Set<string>()
  for (const id of lead.contractorIds) {
    const contractor = contractors.get(id)
    if (!contractor) broken.push(`referred to contractor ${id}, which does not exist`)
    else if (contractor.isActive !== true) broken.push(`referred to inactive contractor ${id}`)
    else if (!lead.serviceId || !offers(contractor, lead.serviceId))
      broken.push(`referred to contractor ${id}, which does not offer its service`)
    else if (area && !allowed.has(id))
      broken.push(`referred to contractor ${id}, which may not be chosen for ${cityLabel(area)}`)
  }
  return broken
}

/**
 * The leads of these services or idempotency keys, and each rule a stored lead must keep that one of them breaks:
 * a known ZIP code, consent, one to three referrals, each to a different active contractor that offers the
 * service and covers the ZIP code (or works elsewhere in its state, where none covers it), and a service that exists.
 */
export const findBrokenLeads = async (
  payload: Payload,
  pool: Pool,
  scope: { serviceIds: string[]; idempotencyKeys: string[] },
): Promise<{ leads: StoredLead[]; broken: BrokenLead[] }> => {
  const leads = await loadLeads(pool, scope)
  const contractors = new Map(
    (await loadContractors(payload, leads)).map((contractor) => [contractor.id, contractor]),
  )
  const broken = leads.flatMap((lead) => rulesBroken(lead, contractors).map((rule) => ({ lead, rule })))
  return { leads, broken }
}
