import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createService, createUser, TEST_PASSWORD, testPayload, unique } from '../../test/payload'
import type { ResponseFigures } from '../contracts/response-figures'
import type { ReferralStatus } from '../contracts/lead-options'
import type { Contractor, Service, User } from '../payload-types'
import { responseFiguresEndpoint } from './response-figures'

let payload: Payload
let staff: User

const MINUTE = 60

/** The endpoint's answer to this user (anonymous without one) for this query string. */
const ask = async (query: string, user?: User) =>
  responseFiguresEndpoint.handler(
    await createLocalReq({ user, urlSuffix: `/api/admin/analytics/responses?${query}` }, payload),
  )

const figuresFor = async (query: string): Promise<ResponseFigures> => {
  const response = await ask(query, staff)
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  return (await response.json()) as ResponseFigures
}

/** No leads or referrals: this file owns the database while it runs (files run one at a time). */
const clearLeads = async () => {
  await payload.delete({ collection: 'referrals', where: { id: { exists: true } } })
  await payload.delete({ collection: 'leads', where: { id: { exists: true } } })
}

const makeContractor = (service: Service, name: string) =>
  payload.create({
    collection: 'contractors',
    data: {
      name,
      slug: unique('responses'),
      description: 'Counted by the response figures test.',
      services: [service.id],
      reviewsCount: 0,
      isActive: true,
    },
  })

/** A lead received at `at`. */
const makeLead = async (service: Service, at: string) => {
  const lead = await payload.create({
    collection: 'leads',
    data: {
      service: service.id,
      zipCode: '33101',
      name: 'Response Figures Lead',
      email: 'lead@example.com',
      phone: '(555) 010-2222',
      contactPref: 'phone',
      description: 'Counted by the response figures test.',
      consent: true,
      status: 'new',
      idempotencyKey: crypto.randomUUID(),
    },
  })
  await payload.db.drizzle.execute(
    sql`UPDATE leads SET created_at = ${at}::timestamptz WHERE id = ${lead.id}`,
  )
  return lead
}

type Sent = {
  at: string
  status?: ReferralStatus
  /** Minutes from being sent to the first answer; none when unanswered. */
  answeredAfter?: number
  accepted?: boolean
}

/** A referral sent at `at`, answered (or not) as told: the times the hook would have kept, set by hand. */
const sendReferral = async (leadId: string, contractor: Contractor, referral: Sent) => {
  const { id } = await payload.create({
    collection: 'referrals',
    data: { lead: leadId, contractor: contractor.id, status: 'sent' },
  })
  const respondedAt =
    referral.answeredAfter === undefined
      ? null
      : new Date(Date.parse(referral.at) + referral.answeredAfter * MINUTE * 1000).toISOString()
  await payload.db.drizzle.execute(sql`
    UPDATE referrals SET
      created_at = ${referral.at}::timestamptz,
      status = ${referral.status ?? 'sent'},
      responded_at = ${respondedAt}::timestamptz,
      accepted_at = ${referral.accepted ? respondedAt : null}::timestamptz
    WHERE id = ${id}
  `)
}

beforeAll(async () => {
  payload = await testPayload()
  staff = await createUser(payload, 'staff')
})

describe('GET /api/admin/analytics/responses', () => {
  it('refuses anonymous visitors (401), editors and contractors (403)', async () => {
    const editor = await createUser(payload, 'editor')
    const company = await makeContractor(await createService(payload, 'Refusal Service'), 'Refused Co')
    const contractor = await payload.create({
      collection: 'users',
      data: {
        email: `${unique('contractor')}@example.com`,
        password: TEST_PASSWORD,
        role: 'contractor',
        name: 'Test contractor',
        contractor: company.id,
      },
    })
    expect((await ask('')).status).toBe(401)
    expect((await ask('', editor)).status).toBe(403)
    expect((await ask('', contractor)).status).toBe(403)
  })

  it.each([
    ['from=2026-11-10&to=2026-11-01', 'to', 'The end date must be on or after the start date'],
    ['from=2026-02-30&to=2026-03-02', 'from', 'Enter a date as YYYY-MM-DD'],
    ['from=11/01/2026&to=2026-11-02', 'from', 'Enter a date as YYYY-MM-DD'],
    ['from=2025-01-01&to=2026-11-01', 'from', 'Choose a period of at most 366 days'],
  ])('refuses %s with a plain message (400)', async (query, field, message) => {
    const response = await ask(query, staff)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [{ field, message }] })
  })

  it('counts responses, acceptance and won leads overall, per service and per contractor, in the period only', async () => {
    await clearLeads()
    const roofing = await createService(payload, 'Figures Roofing')
    const plumbing = await createService(payload, 'Figures Plumbing')
    const alpha = await makeContractor(roofing, 'Alpha Roofs')
    const beta = await makeContractor(roofing, 'Beta Builders')

    // The period is 2026-03-01 to 2026-03-03, UTC, both days included.
    const roofLead = await makeLead(roofing, '2026-03-01T00:00:00.000Z')
    await sendReferral(roofLead.id, alpha, {
      at: '2026-03-01T00:00:00.000Z',
      status: 'won',
      answeredAfter: 10,
      accepted: true,
    })
    await sendReferral(roofLead.id, beta, {
      at: '2026-03-01T00:00:00.000Z',
      status: 'declined',
      answeredAfter: 30,
    })
    const lateRoofLead = await makeLead(roofing, '2026-03-03T23:59:59.000Z')
    await sendReferral(lateRoofLead.id, alpha, {
      at: '2026-03-03T23:59:59.000Z',
      status: 'lost',
      answeredAfter: 20,
      accepted: true,
    })
    // Withdrawn by the homeowner before Beta answered: not held against Beta's acceptance.
    await sendReferral(lateRoofLead.id, beta, { at: '2026-03-03T23:59:59.000Z', status: 'withdrawn' })
    const pipeLead = await makeLead(plumbing, '2026-03-02T12:00:00.000Z')
    await sendReferral(pipeLead.id, beta, {
      at: '2026-03-02T12:00:00.000Z',
      status: 'accepted',
      answeredAfter: 60,
      accepted: true,
    })
    // A lead with no referral still counts as a lead.
    await makeLead(plumbing, '2026-03-02T13:00:00.000Z')
    // Just outside, on each side: neither the leads nor their referrals count.
    const before = await makeLead(roofing, '2026-02-28T23:59:59.999Z')
    await sendReferral(before.id, alpha, { at: '2026-02-28T23:59:59.999Z', status: 'won', answeredAfter: 1 })
    const after = await makeLead(plumbing, '2026-03-04T00:00:00.000Z')
    await sendReferral(after.id, beta, { at: '2026-03-04T00:00:00.000Z', status: 'won', answeredAfter: 1 })

    const figures = await figuresFor('from=2026-03-01&to=2026-03-03')
    expect(figures.period).toEqual({ from: '2026-03-01', to: '2026-03-03' })
    // Answered after 10, 20, 30 and 60 minutes: the median of four is the mean of the middle two, 25 minutes.
    expect(figures.overall).toEqual({
      sent: 5,
      answered: 4,
      medianResponseSeconds: 25 * MINUTE,
      accepted: 3,
      acceptanceRate: 75,
      leads: 4,
      leadsWon: 1,
      wonRate: 25,
    })
    expect(figures.byService).toEqual([
      {
        id: plumbing.id,
        name: 'Figures Plumbing',
        sent: 1,
        answered: 1,
        medianResponseSeconds: 60 * MINUTE,
        accepted: 1,
        acceptanceRate: 100,
        leads: 2,
        leadsWon: 0,
        wonRate: 0,
      },
      {
        id: roofing.id,
        name: 'Figures Roofing',
        sent: 4,
        answered: 3,
        // 10, 20 and 30 minutes: the middle one.
        medianResponseSeconds: 20 * MINUTE,
        accepted: 2,
        acceptanceRate: 66.7,
        leads: 2,
        leadsWon: 1,
        wonRate: 50,
      },
    ])
    expect(figures.byContractor).toEqual([
      {
        id: alpha.id,
        name: 'Alpha Roofs',
        sent: 2,
        answered: 2,
        medianResponseSeconds: 15 * MINUTE,
        accepted: 2,
        acceptanceRate: 100,
        won: 1,
        wonRate: 50,
      },
      {
        id: beta.id,
        name: 'Beta Builders',
        sent: 3,
        answered: 2,
        medianResponseSeconds: 45 * MINUTE,
        accepted: 1,
        // The withdrawn, unanswered referral is left out: one accepted of two it could answer.
        acceptanceRate: 50,
        won: 0,
        wonRate: 0,
      },
    ])
  })

  it('answers a period without referrals or leads with zeros and no rates rather than NaN', async () => {
    await clearLeads()
    const service = await createService(payload, 'Quiet Service')
    const contractor = await makeContractor(service, 'Quiet Co')
    // Sent but never answered: no median, and a 0% acceptance.
    const lead = await makeLead(service, '2026-05-10T09:00:00.000Z')
    await sendReferral(lead.id, contractor, { at: '2026-05-10T09:00:00.000Z' })

    expect(await figuresFor('from=2026-04-01&to=2026-04-30')).toEqual({
      period: { from: '2026-04-01', to: '2026-04-30' },
      overall: {
        sent: 0,
        answered: 0,
        medianResponseSeconds: null,
        accepted: 0,
        acceptanceRate: null,
        leads: 0,
        leadsWon: 0,
        wonRate: null,
      },
      byService: [],
      byContractor: [],
    })
    const may = await figuresFor('from=2026-05-10&to=2026-05-10')
    expect(may.overall).toMatchObject({
      sent: 1,
      answered: 0,
      medianResponseSeconds: null,
      acceptanceRate: 0,
    })
    expect(may.byContractor).toEqual([
      expect.objectContaining({ name: 'Quiet Co', medianResponseSeconds: null }),
    ])
  })

  it('counts the last 30 UTC days, today included, when no period is asked for', async () => {
    await clearLeads()
    const service = await createService(payload, 'Recent Service')
    const contractor = await makeContractor(service, 'Recent Co')
    const day = 24 * 60 * 60 * 1000
    const startOfToday = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`)
    for (const at of [startOfToday - 29 * day, startOfToday - 29 * day - 1, Date.now()]) {
      const iso = new Date(at).toISOString()
      const lead = await makeLead(service, iso)
      await sendReferral(lead.id, contractor, {
        at: iso,
        status: 'accepted',
        answeredAfter: 5,
        accepted: true,
      })
    }

    const figures = await figuresFor('')
    expect(figures.period).toEqual({
      from: new Date(startOfToday - 29 * day).toISOString().slice(0, 10),
      to: new Date().toISOString().slice(0, 10),
    })
    expect(figures.overall).toMatchObject({ sent: 2, leads: 2, medianResponseSeconds: 5 * MINUTE })
  })
})
