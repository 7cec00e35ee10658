import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  createContractorUser,
  createService,
  createUser,
  signInToken,
  testPayload,
  unique,
} from '../../../test/payload'
import { asUser, firstErrorMessage, rest } from '../../../test/rest'
import { REFERRAL_STATUSES, type ReferralStatus } from '../../contracts/lead-options'
import type { ProReferral, ProReferralPage } from '../../contracts/pro-referrals'
import {
  canContractorMove,
  MAX_QUOTE_MESSAGE_LENGTH,
  referralChangeMessages,
  type ReferralChange,
} from '../../contracts/referral-progress'
import { poolOf } from '../../database/pool'

let payload: Payload
let service: string
let company: string
let token: string
let staffToken: string

const createContractor = async (): Promise<string> => {
  const contractor = await payload.create({
    collection: 'contractors',
    data: {
      name: 'Portal Test Co',
      slug: unique('portal-co'),
      description: 'A contractor made by a test.',
      services: [service],
      states: ['FL'],
      rating: 4.5,
      reviewsCount: 3,
      contact: { email: 'office@portal-test.example.com', phone: '(555) 010-0000' },
    },
  })
  return contractor.id
}

const createLead = async (serviceId = service): Promise<string> => {
  const lead = await payload.create({
    collection: 'leads',
    data: {
      service: serviceId,
      zipCode: '33101',
      name: 'Pat Homeowner',
      email: `${unique('homeowner')}@example.com`,
      phone: '(555) 010-1234',
      contactPref: 'phone',
      budgetRange: '10k-25k',
      timeframe: 'asap',
      description: 'Replace the kitchen cabinets and counters.',
      consent: true,
      idempotencyKey: crypto.randomUUID(),
      status: 'new',
    },
  })
  return lead.id
}

/** A referral of `contractor`'s, already at `status` (set as staff would, so its history has that step). */
const createReferral = async ({
  contractor = company,
  status = 'sent',
  lead,
}: { contractor?: string; status?: ReferralStatus; lead?: string } = {}): Promise<string> => {
  const referral = await payload.create({
    collection: 'referrals',
    data: { lead: lead ?? (await createLead()), contractor, status: 'sent' },
  })
  if (status !== 'sent') await payload.update({ collection: 'referrals', id: referral.id, data: { status } })
  return referral.id
}

const list = async (authToken = token, page = 1) => rest(`/api/pro/referrals?page=${page}`, asUser(authToken))

const listed = async (): Promise<ProReferralPage> => (await (await list()).json()) as ProReferralPage

const change = (id: string, body: unknown, authToken = token) =>
  rest(`/api/pro/referrals/${id}`, asUser(authToken, { method: 'POST', body: JSON.stringify(body) }))

/** The email jobs of a type queued about a referral, by kind. */
const emailJobsOf = async (referralId: string, type = 'referral'): Promise<string[]> => {
  const { rows } = await poolOf(payload).query<{ kind: string }>(
    `SELECT data->>'kind' AS kind FROM pgboss.job
     WHERE name = 'emails' AND data->>'type' = $2 AND data->>'referralId' = $1 ORDER BY created_on`,
    [referralId, type],
  )
  return rows.map((row) => row.kind)
}

const MOVES: ReferralChange[] = [
  { status: 'accepted' },
  { status: 'declined', category: 'fully-booked', reason: 'Fully booked this month' },
  { status: 'contacted' },
  { status: 'quoted', amount: 12_500 },
  { status: 'won' },
  { status: 'lost' },
]

beforeAll(async () => {
  payload = await testPayload()
  service = (await createService(payload, 'Portal Remodel')).id
  company = await createContractor()
  token = await signInToken(payload, await createContractorUser(payload, company))
  staffToken = await signInToken(payload, await createUser(payload, 'staff'))
})

describe('GET /api/pro/referrals', () => {
  it('asks who is there: 401 signed out, 403 for the team', async () => {
    expect((await rest('/api/pro/referrals')).status).toBe(401)
    expect((await list(staffToken)).status).toBe(403)
  })

  it('lists the company’s own referrals only, newest first, with the project’s details and never cached', async () => {
    const older = await createReferral()
    const newer = await createReferral()
    const anothers = await createReferral({ contractor: await createContractor() })
    const response = await list()
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const page = (await response.json()) as ProReferralPage
    expect(page.company).toEqual({ id: company, name: 'Portal Test Co' })
    const ids = page.referrals.map((referral) => referral.id)
    expect(ids).not.toContain(anothers)
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older))
    expect(page.referrals.find((referral) => referral.id === newer)).toMatchObject({
      status: 'sent',
      service: 'Portal Remodel',
      zipCode: '33101',
      city: 'Miami, FL',
      budgetRange: '10k-25k',
      timeframe: 'asap',
      contactPref: 'phone',
      description: 'Replace the kitchen cabinets and counters.',
      withdrawn: false,
      contact: null,
    } satisfies Partial<ProReferral>)
  })

  it('shows the homeowner’s contact details once accepted, and hides them again once withdrawn', async () => {
    const lead = await createLead()
    const id = await createReferral({ lead })
    const contactOf = async () => (await listed()).referrals.find((referral) => referral.id === id)?.contact
    expect(await contactOf()).toBeNull()
    expect((await change(id, { status: 'accepted' })).status).toBe(200)
    // Typed "(555) 010-1234", passed on as stored, in E.164 (the portal formats it).
    expect(await contactOf()).toMatchObject({ name: 'Pat Homeowner', phone: '+15550101234' })
    await payload.update({ collection: 'leads', id: lead, data: { withdrawnAt: new Date().toISOString() } })
    await payload.update({ collection: 'referrals', id, data: { status: 'withdrawn' } })
    const withdrawn = (await listed()).referrals.find((referral) => referral.id === id)
    expect(withdrawn).toMatchObject({ status: 'withdrawn', withdrawn: true, contact: null })
  })

  it('costs the same number of queries for one referral as for many', async () => {
    const pool = poolOf(payload)
    const queriesFor = async (authToken: string) => {
      const original = pool.query.bind(pool)
      let count = 0
      pool.query = ((...args: Parameters<typeof original>) => {
        count += 1
        return original(...args)
      }) as typeof pool.query
      try {
        expect((await list(authToken)).status).toBe(200)
      } finally {
        pool.query = original
      }
      return count
    }
    const few = await createContractor()
    await createReferral({ contractor: few })
    const many = await createContractor()
    const otherService = (await createService(payload, 'Portal Roofing')).id
    for (const serviceId of [service, otherService, service, otherService, service])
      await createReferral({ contractor: many, lead: await createLead(serviceId) })
    const fewToken = await signInToken(payload, await createContractorUser(payload, few))
    const manyToken = await signInToken(payload, await createContractorUser(payload, many))
    const forOne = await queriesFor(fewToken)
    expect(forOne).toBeGreaterThan(0)
    expect(await queriesFor(manyToken)).toBe(forOne)
  })
})

describe('POST /api/pro/referrals/:id', () => {
  it('asks who is there: 401 signed out, 403 for the team, 404 for another company’s or an unknown one', async () => {
    const id = await createReferral()
    expect((await change(id, { status: 'accepted' }, '')).status).toBe(401)
    expect((await change(id, { status: 'accepted' }, staffToken)).status).toBe(403)
    const anothers = await createReferral({ contractor: await createContractor() })
    expect((await change(anothers, { status: 'accepted' })).status).toBe(404)
    expect((await change(crypto.randomUUID(), { status: 'accepted' })).status).toBe(404)
    expect((await change('not-an-id', { status: 'accepted' })).status).toBe(404)
    expect((await payload.findByID({ collection: 'referrals', id: anothers })).status).toBe('sent')
  })

  const cases = REFERRAL_STATUSES.flatMap((from) =>
    MOVES.map((move) => ({ from, to: move.status, move, allowed: canContractorMove(from, move.status) })),
  )
  it.each(cases)('from $from to $to: allowed $allowed', async ({ from, move, allowed }) => {
    const id = await createReferral({ status: from })
    const response = await change(id, move)
    expect(response.status).toBe(allowed ? 200 : 409)
    const stored = await payload.findByID({ collection: 'referrals', id })
    expect(stored.status).toBe(allowed ? move.status : from)
    if (allowed) expect(((await response.json()) as ProReferral).status).toBe(move.status)
  })

  it('tells the contractor plainly that the homeowner withdrew the request', async () => {
    const lead = await createLead()
    const id = await createReferral({ lead })
    await payload.update({ collection: 'leads', id: lead, data: { withdrawnAt: new Date().toISOString() } })
    const response = await change(id, { status: 'accepted' })
    expect(response.status).toBe(409)
    expect(await firstErrorMessage(response)).toBe('The homeowner withdrew this request.')
  })

  it('needs a category and a reason to decline, keeps both with the time and who declined, and tells the homeowner', async () => {
    const id = await createReferral()
    const refused = await change(id, { status: 'declined', category: 'outside-area', reason: '  ' })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'reason', message: referralChangeMessages.reason },
    ])
    expect(
      ((await (await change(id, { status: 'declined', reason: 'Far' })).json()) as { errors: unknown[] })
        .errors,
    ).toEqual([{ field: 'category', message: referralChangeMessages.category }])
    const before = Date.now()
    const response = await change(id, {
      status: 'declined',
      category: 'outside-area',
      reason: 'Too far from our area',
    })
    expect(response.status).toBe(200)
    const stored = await payload.findByID({ collection: 'referrals', id })
    expect(stored).toMatchObject({
      status: 'declined',
      declineCategory: 'outside-area',
      declineReason: 'Too far from our area',
    })
    const step = stored.history?.at(-1)
    expect(step).toMatchObject({ status: 'declined', by: 'contractor' })
    expect(Date.parse(step!.at)).toBeGreaterThanOrEqual(before - 1000)
    expect(stored.respondedAt).toBe(step!.at)
    expect(await emailJobsOf(id)).toEqual(['declined'])
  })

  it('answers bad input with the field’s message', async () => {
    const id = await createReferral({ status: 'accepted' })
    const response = await change(id, { status: 'quoted', amount: 12.5 })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'amount', message: referralChangeMessages.amount },
    ])
    const long = await change(id, { status: 'quoted', message: 'x'.repeat(MAX_QUOTE_MESSAGE_LENGTH + 1) })
    expect(long.status).toBe(400)
    expect(((await long.json()) as { errors: { field?: string }[] }).errors.map((e) => e.field)).toEqual([
      'message',
    ])
    expect((await change(id, { status: 'quoted', message: 42 })).status).toBe(400)
    expect((await change(id, { status: 'withdrawn' })).status).toBe(400)
    expect((await change(id, 'accepted')).status).toBe(400)
  })

  it('queues the homeowner’s email once for an acceptance and once for a quote, and none for the other steps', async () => {
    const id = await createReferral()
    expect((await change(id, { status: 'accepted' })).status).toBe(200)
    expect(await emailJobsOf(id)).toEqual(['accepted'])
    expect((await change(id, { status: 'accepted' })).status).toBe(409)
    expect((await change(id, { status: 'contacted' })).status).toBe(200)
    expect(await emailJobsOf(id)).toEqual(['accepted'])
    const quoted = await change(id, {
      status: 'quoted',
      amount: 8200,
      message: '  Materials included; we can start Monday.  ',
    })
    expect(await quoted.json()).toMatchObject({
      quoteAmount: 8200,
      quoteMessage: 'Materials included; we can start Monday.',
    } satisfies Partial<ProReferral>)
    expect((await change(id, { status: 'won' })).status).toBe(200)
    expect(await emailJobsOf(id)).toEqual(['accepted', 'quoted'])
    // The contractor's "won" is their word: the homeowner is asked to confirm it.
    expect(await emailJobsOf(id, 'homeownerChoice')).toEqual(['confirmHire'])
    const stored = await payload.findByID({ collection: 'referrals', id })
    expect(stored.history?.map((step) => [step.status, step.by])).toEqual([
      ['accepted', 'contractor'],
      ['contacted', 'contractor'],
      ['quoted', 'contractor'],
      ['won', 'contractor'],
    ])
    expect(stored.acceptedAt).toBe(stored.history?.[0]?.at)
  })

  it('takes two answers at once one after the other: one wins, the other is refused', async () => {
    const id = await createReferral()
    const answers = await Promise.all([
      change(id, { status: 'accepted' }),
      change(id, { status: 'declined', category: 'other', reason: 'No' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const stored = await payload.findByID({ collection: 'referrals', id })
    expect(stored.history).toHaveLength(1)
  })
})
