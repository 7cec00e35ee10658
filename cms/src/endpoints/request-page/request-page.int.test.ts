import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clearEmailJobs, emailJobs, runEmailQueue } from '../../../test/email-queue'
import { startMailCatcher } from '../../../test/mail-catcher'
import { createService, createUser, signInToken, testPayload, unique } from '../../../test/payload'
import { nextClientIp, startQuoteRequests } from '../../../test/quote-requests'
import { asUser, firstErrorMessage, rest } from '../../../test/rest'
import { leadFilterWhere } from '../../contracts/lead-filter'
import type { ReferralStatus } from '../../contracts/lead-options'
import {
  REQUEST_DELETED_MESSAGE,
  REQUEST_NOT_FOUND_MESSAGE,
  type RequestPageData,
} from '../../contracts/request-page'
import { requestReference } from '../../contracts/request-reference'
import { poolOf } from '../../database/pool'
import { EMAIL_QUEUE, QUEUE_SCHEMA } from '../../email/queue/email-jobs'
import type { Contractor, Referral, Service, User } from '../../payload-types'
import { REQUEST_LINK_DAYS, requestToken } from '../../request-page/request-token'
import { CLIENT_ADDRESS_HEADER } from '../../server/client-address'
import { giveCurrentChecks } from '../../../test/credentials'

let payload: Payload
let service: Service
let contractors: Contractor[]
let staff: User
let quoteRequests: Awaited<ReturnType<typeof startQuoteRequests>>

const HOMEOWNER = { name: 'Robin Pageowner', phone: '(555) 010-3141' }
const DESCRIPTION = 'Tile the upstairs bathroom floor and the shower walls.'

/** A request to the first `count` contractors, through the real quote-request endpoint. */
const submit = async (count = 3) => {
  const email = `${unique('robin')}@example.com`
  const response = await quoteRequests.post({
    serviceSlug: service.slug,
    zipCode: '33101',
    name: HOMEOWNER.name,
    email,
    phone: HOMEOWNER.phone,
    contactPref: 'email',
    description: DESCRIPTION,
    consent: true,
    contractorIds: contractors.slice(0, count).map((contractor) => contractor.id),
    idempotencyKey: crypto.randomUUID(),
  })
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  const { docs: referrals } = await payload.find({
    collection: 'referrals',
    where: { lead: { equals: id } },
    depth: 0,
    pagination: false,
  })
  // In the contractors' order.
  const byContractor = (contractor: Contractor) => referrals.find((r) => r.contractor === contractor.id)!
  return {
    id,
    email,
    token: requestToken(id, payload.secret),
    referrals: contractors.slice(0, count).map(byContractor),
  }
}

/** Moves a referral as staff would (the panel), e.g. to set up a declined or won one. */
const setStatus = (referral: Referral, status: ReferralStatus, quoteAmount?: number) =>
  payload.update({ collection: 'referrals', id: referral.id, data: { status, quoteAmount }, depth: 0 })

const getPage = (token: string) => rest(`/api/requests/${token}`)

/**
 * A contractor's line on the page before any quote message, or choice or review of the homeowner's. Every contractor
 * here has current checks, and so a profile to link to.
 */
const noChoice = (referral: Referral) => ({
  id: referral.id,
  profileSlug: expect.any(String),
  logo: null,
  quoteMessage: null,
  homeownerChoice: null,
  review: null,
})

/**
 * A POST from a client address of its own (as the server passes it on, see server/client-address.ts), so the
 * per-address limit counts only where a test means it to.
 */
const post = (
  token: string,
  action: 'withdraw' | 'deletion-request' | 'rematch',
  { ip = nextClientIp(), ...init }: RequestInit & { ip?: string } = {},
) =>
  rest(`/api/requests/${token}/${action}`, {
    method: 'POST',
    body: '{}',
    ...init,
    headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: ip, ...init.headers },
  })

const referralEmailJobs = async (referralIds: string[], kind: string) =>
  (await emailJobs(payload, 'referral')).filter(
    (job) =>
      job.data.type === 'referral' && job.data.kind === kind && referralIds.includes(job.data.referralId),
  )

const expectPrivateHeaders = (response: Response) => {
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  expect(response.headers.get('referrer-policy')).toBe('no-referrer')
}

const expectNotFound = async (response: Response) => {
  expect(response.status).toBe(404)
  expectPrivateHeaders(response)
  expect(await firstErrorMessage(response)).toBe(REQUEST_NOT_FOUND_MESSAGE)
}

beforeAll(async () => {
  payload = await testPayload()
  // Only this file's jobs in the queue: other files queue emails they never send.
  await clearEmailJobs(payload)
  quoteRequests = await startQuoteRequests(payload)
  service = await createService(payload, 'Request Page Tiling')
  contractors = await Promise.all(
    ['Bravo Tile', 'Alpha Floors', 'Charlie Bath'].map((name) =>
      payload.create({
        collection: 'contractors',
        data: {
          name,
          slug: unique('request-page-pro'),
          description: 'Answers requests in tests.',
          services: [service.id],
          states: ['FL'],
          reviewsCount: 0,
          contact: { email: `${unique('pro')}@example.com`, phone: '(555) 010-9999' },
        },
      }),
    ),
  )
  await giveCurrentChecks(payload, ...contractors.map((contractor) => contractor.id))
  staff = await createUser(payload, 'staff')
})

afterAll(async () => {
  await quoteRequests.close()
})

describe('GET /api/requests/:token', () => {
  it("shows the request and each contractor's standing, and nothing of the homeowner's contact details", async () => {
    const request = await submit()
    const other = await submit()
    await setStatus(request.referrals[0]!, 'quoted', 4200)
    await setStatus(request.referrals[2]!, 'declined')

    const response = await getPage(request.token)
    expect(response.status).toBe(200)
    expectPrivateHeaders(response)
    const page = (await response.json()) as RequestPageData
    expect(page).toEqual({
      reference: requestReference(request.id),
      service: 'Request Page Tiling',
      zipCode: '33101',
      city: 'Miami, FL',
      sentAt: expect.any(String),
      withdrawnAt: null,
      deletionRequestedAt: null,
      // By name.
      contractors: [
        { ...noChoice(request.referrals[1]!), name: 'Alpha Floors', status: 'sent', quoteAmount: null },
        { ...noChoice(request.referrals[0]!), name: 'Bravo Tile', status: 'quoted', quoteAmount: 4200 },
        { ...noChoice(request.referrals[2]!), name: 'Charlie Bath', status: 'declined', quoteAmount: null },
      ],
      timeline: expect.any(Array),
      otherContractors: null,
    })
    const text = JSON.stringify(page)
    // The phone as typed, as stored (E.164) and as its digits.
    const phones = [HOMEOWNER.phone, '+15550103141', '5550103141']
    for (const secret of [request.email, other.email, HOMEOWNER.name, ...phones, DESCRIPTION, other.id])
      expect(text).not.toContain(secret)
    expect(text).not.toContain(contractors[0]!.contact!.email!)
  })

  it('names the profile of a contractor who has one: active, with current licence and insurance checks', async () => {
    const request = await submit(1)
    const contractor = contractors[0]!
    const profileSlugOf = async () =>
      ((await (await getPage(request.token)).json()) as RequestPageData).contractors[0]?.profileSlug
    const setProfile = (licensedUntil: string | null, isActive: boolean, insuredUntil = licensedUntil) =>
      poolOf(payload).query(
        `UPDATE contractors SET licensed_until = $2, insured_until = $3, is_active = $4 WHERE id = $1`,
        [contractor.id, licensedUntil, insuredUntil, isActive],
      )
    // Put back as it was for the other tests.
    const before = await payload.findByID({ collection: 'contractors', id: contractor.id, depth: 0 })
    const nextYear = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString()
    try {
      await setProfile(nextYear, true)
      expect(await profileSlugOf()).toBe(contractor.slug)
      await setProfile(nextYear, false)
      expect(await profileSlugOf()).toBeNull()
      await setProfile(new Date(Date.now() - 1000).toISOString(), true)
      expect(await profileSlugOf()).toBeNull()
    } finally {
      await setProfile(before.licensedUntil ?? null, Boolean(before.isActive), before.insuredUntil ?? null)
    }
  })

  it('answers the same plain 404 for a malformed, tampered, foreign or expired link', async () => {
    const request = await submit(1)
    const tampered = `${request.token.slice(0, 30)}${request.token[30] === 'A' ? 'B' : 'A'}${request.token.slice(31)}`
    const expired = await submit(1)
    await poolOf(payload).query(
      `UPDATE leads SET created_at = now() - make_interval(days => $2 + 1) WHERE id = $1`,
      [expired.id, REQUEST_LINK_DAYS],
    )

    for (const token of [
      'not-a-token',
      `${request.token}x`,
      tampered,
      requestToken(request.id, 'another secret'),
      expired.token,
    ]) {
      await expectNotFound(await getPage(token))
      await expectNotFound(await post(token, 'withdraw'))
      await expectNotFound(await post(token, 'deletion-request'))
    }
    // The good link still opens.
    expect((await getPage(request.token)).status).toBe(200)
  })

  it('says a genuine link’s request was deleted (410), distinct from a link that is not valid', async () => {
    const deleted = await submit(1)
    await payload.delete({ collection: 'leads', id: deleted.id })
    for (const response of [
      await getPage(deleted.token),
      await post(deleted.token, 'withdraw'),
      await post(deleted.token, 'deletion-request'),
      await post(deleted.token, 'rematch'),
    ]) {
      expect(response.status).toBe(410)
      expectPrivateHeaders(response)
      expect(await firstErrorMessage(response)).toBe(REQUEST_DELETED_MESSAGE)
    }
    expect(REQUEST_DELETED_MESSAGE).not.toBe(REQUEST_NOT_FOUND_MESSAGE)
  })
})

describe('POST /api/requests/:token/withdraw', () => {
  it('withdraws every open referral as the homeowner, leaves the closed ones, and tells each contractor once', async () => {
    const request = await submit()
    const [declined, won, open] = request.referrals as [Referral, Referral, Referral]
    await setStatus(declined, 'declined')
    await setStatus(won, 'won')
    const other = await submit()
    await setStatus(other.referrals[0]!, 'lost')
    await setStatus(other.referrals[1]!, 'accepted')
    await setStatus(other.referrals[2]!, 'quoted', 900)

    const response = await post(request.token, 'withdraw')
    expect(response.status).toBe(200)
    expectPrivateHeaders(response)
    const page = (await response.json()) as RequestPageData
    expect(page.withdrawnAt).toEqual(expect.any(String))
    expect(page.contractors.map((contractor) => contractor.status).sort()).toEqual([
      'declined',
      'withdrawn',
      'won',
    ])

    const after = async (referral: Referral) =>
      payload.findByID({ collection: 'referrals', id: referral.id, depth: 0 })
    expect((await after(declined)).status).toBe('declined')
    expect((await after(won)).status).toBe('won')
    const withdrawn = await after(open)
    expect(withdrawn.status).toBe('withdrawn')
    expect(withdrawn.history?.at(-1)).toMatchObject({ status: 'withdrawn', by: 'homeowner' })
    const ids = request.referrals.map((referral) => referral.id)
    expect((await referralEmailJobs(ids, 'withdrawn')).map((job) => job.data)).toEqual([
      { type: 'referral', referralId: open.id, kind: 'withdrawn' },
    ])

    // The other request is untouched, and withdraws two open referrals of its own.
    expect((await payload.findByID({ collection: 'leads', id: other.id, depth: 0 })).withdrawnAt).toBeFalsy()
    expect((await post(other.token, 'withdraw')).status).toBe(200)
    const otherIds = other.referrals.map((referral) => referral.id)
    expect((await referralEmailJobs(otherIds, 'withdrawn')).map((job) => job.data)).toEqual(
      expect.arrayContaining([
        { type: 'referral', referralId: other.referrals[1]!.id, kind: 'withdrawn' },
        { type: 'referral', referralId: other.referrals[2]!.id, kind: 'withdrawn' },
      ]),
    )
    expect(await referralEmailJobs(otherIds, 'withdrawn')).toHaveLength(2)
    expect((await after(other.referrals[0]!)).status).toBe('lost')
  })

  it('changes nothing and tells no one the second time, even when both arrive at once', async () => {
    const request = await submit(2)
    const ids = request.referrals.map((referral) => referral.id)
    const [first, second] = await Promise.all([
      post(request.token, 'withdraw'),
      post(request.token, 'withdraw'),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    const { withdrawnAt } = await payload.findByID({ collection: 'leads', id: request.id, depth: 0 })
    expect(await referralEmailJobs(ids, 'withdrawn')).toHaveLength(2)

    const again = await post(request.token, 'withdraw')
    expect(again.status).toBe(200)
    expect(((await again.json()) as RequestPageData).withdrawnAt).toBe(withdrawnAt)
    expect(await referralEmailJobs(ids, 'withdrawn')).toHaveLength(2)
    for (const id of ids) {
      const referral = await payload.findByID({ collection: 'referrals', id, depth: 0 })
      expect(referral.history?.filter((entry) => entry.status === 'withdrawn')).toHaveLength(1)
    }
  })

  it('takes JSON only, so a form on another site cannot post it', async () => {
    const request = await submit(1)
    const response = await post(request.token, 'withdraw', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    })
    expect(response.status).toBe(415)
    expect(
      (await payload.findByID({ collection: 'leads', id: request.id, depth: 0 })).withdrawnAt,
    ).toBeFalsy()
  })
})

describe('the limit on writes', () => {
  it('refuses an address past its limit, before looking at the link, and counts each address apart', async () => {
    const request = await submit(1)
    const ip = nextClientIp()
    const limit = Number(process.env.REQUEST_PAGE_RATE_LIMIT ?? 30)
    for (let i = 0; i < limit; i++) expect((await post('not-a-token', 'withdraw', { ip })).status).toBe(404)
    const refused = await post(request.token, 'withdraw', { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(
      (await payload.findByID({ collection: 'leads', id: request.id, depth: 0 })).withdrawnAt,
    ).toBeFalsy()
    expect((await post(request.token, 'withdraw')).status).toBe(200)
  })
})

describe('POST /api/requests/:token/deletion-request', () => {
  it('is noted once, and staff find the lead with the filter and in the export', async () => {
    const request = await submit(1)
    const untouched = await submit(1)
    const first = await post(request.token, 'deletion-request')
    expect(first.status).toBe(200)
    const { deletionRequestedAt } = (await first.json()) as RequestPageData
    expect(deletionRequestedAt).toEqual(expect.any(String))
    const second = await post(request.token, 'deletion-request')
    expect(((await second.json()) as RequestPageData).deletionRequestedAt).toBe(deletionRequestedAt)

    const { docs } = await payload.find({
      collection: 'leads',
      where: leadFilterWhere({ flag: 'deletion-requested' }) as never,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: staff,
    })
    const ids = docs.map((lead) => lead.id)
    expect(ids).toContain(request.id)
    expect(ids).not.toContain(untouched.id)

    const csv = await rest(
      '/api/admin/leads/export?flag=deletion-requested',
      asUser(await signInToken(payload, staff)),
    )
    expect(csv.status).toBe(200)
    const text = await csv.text()
    expect(text).toContain(request.id)
    expect(text).not.toContain(untouched.id)
  })
})

describe('the reminder a day after a request', () => {
  it('goes once to a contractor who has not answered, and not for an answered or withdrawn referral', async () => {
    const answered = await submit(2)
    const [unanswered, accepted] = answered.referrals as [Referral, Referral]
    await setStatus(accepted, 'accepted')
    const withdrawn = await submit(1)
    expect((await post(withdrawn.token, 'withdraw')).status).toBe(200)
    const ids = [unanswered.id, accepted.id, withdrawn.referrals[0]!.id]
    const reminders = await referralEmailJobs(ids, 'reminder')
    expect(reminders).toHaveLength(3)
    // The day has passed.
    await poolOf(payload).query(
      `UPDATE ${QUEUE_SCHEMA}.job SET start_after = now() - interval '1 minute' WHERE name = $1 AND id = ANY($2)`,
      [EMAIL_QUEUE, reminders.map((job) => job.id)],
    )

    const mail = await startMailCatcher(Number(new URL(process.env.SMTP_URL!).port))
    try {
      await runEmailQueue(payload, 1000)
      const isReminder = (subject: string) => subject.startsWith('Reminder:')
      expect(
        mail.received.filter((message) => isReminder(message.subject)).map((message) => message.to),
      ).toEqual([[contractors[0]!.contact!.email]])
      await runEmailQueue(payload, 1000)
      expect(mail.received.filter((message) => isReminder(message.subject))).toHaveLength(1)
    } finally {
      await mail.close()
    }
    const remindedAt = async (referral: Referral) =>
      (await payload.findByID({ collection: 'referrals', id: referral.id, depth: 0 })).remindedAt
    expect(await remindedAt(unanswered)).toEqual(expect.any(String))
    expect(await remindedAt(accepted)).toBeFalsy()
    expect(await remindedAt(withdrawn.referrals[0]!)).toBeFalsy()
  })
})
