import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '../payload-types'
import { createService, createUser, testPayload, unique } from '../../test/payload'
import { analyticsEndpoint } from './analytics'

let payload: Payload
let staff: User
let editor: User

const ask = async (user?: User) => {
  const req = await createLocalReq({ user }, payload)
  return analyticsEndpoint.handler(req)
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

describe('GET /api/admin/analytics', () => {
  it('refuses anonymous visitors and editors', async () => {
    expect((await ask()).status).toBe(401)
    expect((await ask(editor)).status).toBe(403)
  })

  it('counts leads, active contractors, referrals and the share of leads with a referral', async () => {
    // Start from a known state: this file owns the database while it runs (files run one at a time).
    await payload.delete({ collection: 'referrals', where: { id: { exists: true } } })
    await payload.delete({ collection: 'leads', where: { id: { exists: true } } })
    await payload.delete({ collection: 'city-pages', where: { id: { exists: true } } })
    await payload.delete({ collection: 'contractors', where: { id: { exists: true } } })

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

    const response = await ask(staff)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      totalLeads: 3,
      activeContractors: 2,
      totalReferrals: 3,
      conversionRate: 66.7,
    })
  })

  it('reports a 0% conversion rate when there are no leads', async () => {
    await payload.delete({ collection: 'referrals', where: { id: { exists: true } } })
    await payload.delete({ collection: 'leads', where: { id: { exists: true } } })
    const body = await (await ask(staff)).json()
    expect(body).toMatchObject({ totalLeads: 0, totalReferrals: 0, conversionRate: 0 })
  })
})
