import { inArray, and } from '@payloadcms/db-postgres/drizzle'
import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isUnworked, LEAD_FLAGS, leadFilterWhere, type LeadFilter } from '../../contracts/lead-filter'
import { LEAD_STATUSES } from '../../contracts/lead-options'
import { matchesWhere } from '../../contracts/where-match'
import type { Lead, Service } from '../../payload-types'
import { createService, testPayload, unique } from '../../../test/payload'
import { leads } from '../schema'
import { leadFilterSql } from './lead-filter'

let payload: Payload
let services: [Service, Service]
let tag: string
let line: string
const ids: string[] = []

const makeLead = async (data: Partial<Lead> & { name: string }) => {
  const lead = await payload.create({
    collection: 'leads',
    data: {
      service: services[0].id,
      zipCode: '33101',
      email: `${unique('filter')}@example.com`,
      phone: '(555) 010-3333',
      contactPref: 'email',
      description: 'A lead made by the lead filter test.',
      consent: true,
      status: 'new',
      idempotencyKey: crypto.randomUUID(),
      ...data,
    },
  })
  ids.push(lead.id)
  return lead
}

const now = () => new Date().toISOString()

beforeAll(async () => {
  payload = await testPayload()
  services = [
    await createService(payload, 'Filter Service A'),
    await createService(payload, 'Filter Service B'),
  ]
  tag = unique('rule')
  line = String(Math.floor(Math.random() * 1e7)).padStart(7, '0')
  await makeLead({ name: `${tag} Ann`, phone: `(555) ${line.slice(0, 3)}-${line.slice(3)}` })
  await makeLead({
    name: `${tag} Bob`,
    status: 'quoted',
    email: `bob.${tag}@example.net`,
    service: services[1].id,
  })
  await makeLead({ name: `${tag} Cy 50%`, status: 'in-progress', needsAttentionSince: now() })
  await makeLead({ name: `${tag} Di`, status: 'hired', needsAttentionSince: now() })
  await makeLead({ name: `${tag} Ed`, status: 'withdrawn', withdrawnAt: now(), needsAttentionSince: now() })
  await makeLead({ name: `${tag} Flo`, status: 'spam', deletionRequestedAt: now() })
  await makeLead({
    name: `${tag} Gus`,
    status: 'closed',
    needsAttentionSince: now(),
    service: services[1].id,
  })
})

/** The test's leads that Payload's API finds with the filter's `where`. */
const foundByPayload = async (filter: LeadFilter): Promise<string[]> => {
  const { docs } = await payload.find({
    collection: 'leads',
    where: { and: [leadFilterWhere(filter) as Where, { id: { in: ids } }] },
    pagination: false,
    depth: 0,
    select: {},
  })
  return docs.map((lead) => lead.id).sort()
}

/** The test's leads, as the dashboard's pages hold them. */
const testLeads = async (): Promise<Lead[]> =>
  (await payload.find({ collection: 'leads', where: { id: { in: ids } }, pagination: false, depth: 0 })).docs

/** The test's leads that the filter's SQL predicate finds. */
const foundBySql = async (filter: LeadFilter): Promise<string[]> => {
  const rows = await payload.db.drizzle
    .select({ id: leads.id })
    .from(leads)
    .where(and(leadFilterSql(filter), inArray(leads.id, ids)))
  return rows.map((row) => row.id).sort()
}

describe('the staff lead filter', () => {
  it('picks the same leads as a Payload where, as SQL and on a lead in hand, for every status, service, flag and kind of search', async () => {
    const inHand = await testLeads()
    const filters: LeadFilter[] = [
      {},
      ...LEAD_STATUSES.map((status) => ({ status })),
      ...services.map((service) => ({ service: service.id })),
      ...LEAD_FLAGS.map((flag) => ({ flag })),
      { search: tag },
      { search: tag.toUpperCase() },
      { search: `${line.slice(0, 3)}-${line.slice(3)}` },
      { search: `555${line}` },
      { search: `+1 (555) ${line}` },
      { search: `bob.${tag}@EXAMPLE` },
      { search: `${tag} Cy 50%` },
      { search: `${tag}_Ann` },
      { search: `${tag}%Cy` },
      { search: `${tag} nobody` },
      { search: tag, flag: 'needs-attention', service: services[1].id },
      { search: tag, status: 'quoted', service: services[1].id },
    ]
    for (const filter of filters) {
      const byPayload = await foundByPayload(filter)
      expect(await foundBySql(filter), JSON.stringify(filter)).toEqual(byPayload)
      const matching = inHand.filter((lead) => matchesWhere(lead, leadFilterWhere(filter)))
      expect(matching.map((lead) => lead.id).sort(), JSON.stringify(filter)).toEqual(byPayload)
    }
  })

  it('marks a lead in hand unworked exactly when the needs-attention filter picks it for no deletion request', async () => {
    const inHand = await testLeads()
    const deletionRequested = new Set(
      inHand.filter((lead) => lead.deletionRequestedAt).map((lead) => lead.id),
    )
    const unworked = inHand
      .filter(isUnworked)
      .map((lead) => lead.id)
      .sort()
    const needsAttention = await foundBySql({ flag: 'needs-attention' })
    expect(unworked).toEqual(needsAttention.filter((id) => !deletionRequested.has(id)))
    expect(unworked).toHaveLength(2)
  })

  it('finds under needs attention the unworked open leads and the deletion requests, and no settled lead', async () => {
    const names = async (filter: LeadFilter) =>
      (
        await payload.find({
          collection: 'leads',
          where: { id: { in: await foundBySql(filter) } },
          pagination: false,
          depth: 0,
        })
      ).docs
        .map((lead) => lead.name)
        .sort()
    expect(await names({ flag: 'needs-attention' })).toEqual([`${tag} Cy 50%`, `${tag} Flo`, `${tag} Gus`])
    expect(await names({ search: `555${line}` })).toEqual([`${tag} Ann`])
  })
})
