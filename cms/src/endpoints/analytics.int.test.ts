import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Endpoint, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '../payload-types'
import { createService, createUser, testPayload, unique } from '../../test/payload'
import type { LeadsPerDay } from '../contracts/analytics'
import { analyticsEndpoint } from './analytics'
import { leadsPerDayEndpoint } from './leads-per-day'

let payload: Payload
let staff: User
let editor: User

/** The endpoint's answer to this user (anonymous without one). */
const ask = async (endpoint: Endpoint, user?: User) =>
  endpoint.handler(await createLocalReq({ user }, payload))

/** No leads or referrals: this file owns the database while it runs (files run one at a time). */
const clearLeads = async () => {
  await payload.delete({ collection: 'referrals', where: { id: { exists: true } } })
  await payload.delete({ collection: 'leads', where: { id: { exists: true } } })
}

const makeContractor = async (service: string, isActive: boolean) =>
  payload.create({
    collection: 'contractors',
    data: {
      name: 'Analytics Contractor',
      slug: unique('analytics'),
      description: 'Counted by the analytics test.',
      services: [service],
      reviewsCount: 0,
      isActive,
    },
  })

const makeLead = async (service: string) =>
  payload.create({
    collection: 'leads',
    data: {
      service,
      zipCode: '33101',
      name: 'Analytics Lead',
      email: 'lead@example.com',
      phone: '(555) 010-2222',
      contactPref: 'phone',
      description: 'Counted by the analytics test.',
      consent: true,
      status: 'new',
      idempotencyKey: crypto.randomUUID(),
    },
  })

beforeAll(async () => {
  payload = await testPayload()
  staff = await createUser(payload, 'staff')
  editor = await createUser(payload, 'editor')
})

describe.each([
  ['/api/admin/analytics', analyticsEndpoint],
  ['/api/admin/leads-per-day', leadsPerDayEndpoint],
])('GET %s', (_path, endpoint) => {
  it('refuses anonymous visitors and editors', async () => {
    expect((await ask(endpoint)).status).toBe(401)
    expect((await ask(endpoint, editor)).status).toBe(403)
  })
})

describe('GET /api/admin/analytics', () => {
  it('counts leads, active contractors, referrals and the share of leads with a referral', async () => {
    await clearLeads()
    await payload.delete({ collection: 'city-pages', where: { id: { exists: true } } })
    // A contractor with credential records on file is not deleted until they are.
    for (const collection of ['licences', 'insurance-policies', 'contractors'] as const)
      await payload.delete({ collection, where: { id: { exists: true } } })

    const service = await createService(payload, 'Analytics Service')
    const active = [await makeContractor(service.id, true), await makeContractor(service.id, true)]
    await makeContractor(service.id, false)
    const leads = [await makeLead(service.id), await makeLead(service.id), await makeLead(service.id)]
    // Two referrals for the first lead, one for the second, none for the third: 2 of 3 leads converted.
    for (const [lead, contractor] of [
      [leads[0]!, active[0]!],
      [leads[0]!, active[1]!],
      [leads[1]!, active[0]!],
    ] as const) {
      await payload.create({
        collection: 'referrals',
        data: { lead: lead.id, contractor: contractor.id, status: 'sent' },
      })
    }

    const response = await ask(analyticsEndpoint, staff)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      totalLeads: 3,
      activeContractors: 2,
      totalReferrals: 3,
      conversionRate: 66.7,
    })
  })

  it('reports a 0% conversion rate when there are no leads', async () => {
    await clearLeads()
    const body = await (await ask(analyticsEndpoint, staff)).json()
    expect(body).toMatchObject({ totalLeads: 0, totalReferrals: 0, conversionRate: 0 })
  })
})

describe('GET /api/admin/leads-per-day', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

  it('counts the leads of each of the last 30 days, with 0 for days without any', async () => {
    await clearLeads()
    const service = await createService(payload, 'Per Day Service')
    const ages = [0, 0, 3, 29, 30, 45]
    for (const age of ages) {
      const lead = await makeLead(service.id)
      await payload.db.drizzle.execute(
        sql`UPDATE leads SET created_at = ${daysAgo(age).toISOString()} WHERE id = ${lead.id}`,
      )
    }

    const response = await ask(leadsPerDayEndpoint, staff)
    expect(response.status).toBe(200)
    const { days } = (await response.json()) as LeadsPerDay
    expect(days).toHaveLength(30)
    const byDate = new Map(days.map((day) => [day.date, day.count]))
    const dateOf = (age: number) => daysAgo(age).toISOString().slice(0, 10)
    expect(days.at(-1)?.date).toBe(dateOf(0))
    expect(days[0]?.date).toBe(dateOf(29))
    expect(byDate.get(dateOf(0))).toBe(2)
    expect(byDate.get(dateOf(3))).toBe(1)
    expect(byDate.get(dateOf(29))).toBe(1)
    // Leads older than the window are not counted; every other day is 0.
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(4)
  })
})
