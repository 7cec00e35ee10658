import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clearEmailJobs, emailJobs, makeDueNow, runEmailQueue } from '../../../test/email-queue'
import { startMailCatcher } from '../../../test/mail-catcher'
import { createContractorUser, createService, signInToken, testPayload, unique } from '../../../test/payload'
import { nextClientIp } from '../../../test/quote-requests'
import { asUser, rest } from '../../../test/rest'
import type { ReferralStatus } from '../../contracts/lead-options'
import { REQUEST_NOT_FOUND_MESSAGE, type RequestPageData } from '../../contracts/request-page'
import { reviewAnchorOf } from '../../contracts/review-request'
import type { ReviewInput } from '../../contracts/reviews'
import type { Contractor, Referral, Service } from '../../payload-types'
import { requestToken } from '../../request-page/request-token'
import { REVIEW_REFUSALS } from '../../reviews/write-review'
import { CLIENT_ADDRESS_HEADER } from '../../server/client-address'

let payload: Payload
let service: Service
let contractors: Contractor[]
/** Each contractor's portal session, in the contractors' order. */
let proTokens: string[]
let mail: Awaited<ReturnType<typeof startMailCatcher>>

const GOOD_REVIEW: ReviewInput = {
  rating: 4,
  text: 'They fixed the leak in a day and cleaned up after themselves.',
  featurePermission: true,
}

/** A request of Maria Garcia in Miami to the first `count` contractors, each referral at the status given. */
const submit = async (...statuses: ReferralStatus[]) => {
  const lead = await payload.create({
    collection: 'leads',
    data: {
      service: service.id,
      zipCode: '33101',
      name: 'Maria de la Garcia',
      email: `${unique('maria')}@example.com`,
      phone: '(555) 010-4455',
      contactPref: 'email',
      description: 'Fix the leak over the porch.',
      consent: true,
      status: 'new',
    },
  })
  const referrals: Referral[] = []
  for (const [index, status] of statuses.entries()) {
    const referral = await payload.create({
      collection: 'referrals',
      data: { lead: lead.id, contractor: contractors[index]!.id, status: 'sent' },
      depth: 0,
    })
    referrals.push(
      status === 'sent'
        ? referral
        : await payload.update({ collection: 'referrals', id: referral.id, data: { status }, depth: 0 }),
    )
  }
  return { lead, token: requestToken(lead.id, payload.secret), referrals }
}

const post = (path: string, body: unknown, contentType = 'application/json', ip = nextClientIp()) =>
  rest(path, {
    method: 'POST',
    headers: { 'Content-Type': contentType, [CLIENT_ADDRESS_HEADER]: ip },
    body: JSON.stringify(body),
  })

const review = (
  token: string,
  referral: Pick<Referral, 'id'>,
  body: unknown = GOOD_REVIEW,
  ip = nextClientIp(),
) => post(`/api/requests/${token}/referrals/${referral.id}/review`, body, 'application/json', ip)

const hire = (token: string, referral: Referral) =>
  post(`/api/requests/${token}/choice`, { referralId: referral.id, choice: 'hired' })

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { message: string; field?: string }[] }).errors

const reviewsOf = async (referral: Referral) =>
  (
    await payload.find({
      collection: 'reviews',
      where: { referral: { equals: referral.id } },
      depth: 0,
      pagination: false,
    })
  ).docs

/** The review emails queued about a referral, the first due first (both are queued in one transaction). */
const reviewJobs = async (referral: Referral) =>
  (await emailJobs(payload, 'review'))
    .filter((job) => job.data.type === 'review' && job.data.referralId === referral.id)
    .sort((a, b) => a.startAfter.getTime() - b.startAfter.getTime())

/**
 * The review emails a homeowner was sent, oldest first. The queue's run has waited for the mail server's answer to
 * each, which it gives once it has kept the message.
 */
const reviewMailTo = (email: string) =>
  mail.received.filter((message) => message.to.includes(email) && /how did the job/i.test(message.subject))

const referralNow = (referral: Referral) =>
  payload.findByID({ collection: 'referrals', id: referral.id, depth: 0 })

beforeAll(async () => {
  payload = await testPayload()
  await clearEmailJobs(payload)
  mail = await startMailCatcher(Number(new URL(process.env.SMTP_URL!).port))
  service = await createService(payload, 'Review Roofing')
  contractors = await Promise.all(
    ['Able Roofs', 'Baker Roofing', 'Cole Contracting'].map((name) =>
      payload.create({
        collection: 'contractors',
        data: {
          name,
          slug: unique('review-pro'),
          description: 'Is reviewed in tests.',
          services: [service.id],
          states: ['FL'],
          reviewsCount: 0,
          contact: { email: `${unique('office')}@example.com`, phone: '(555) 010-9999' },
        },
      }),
    ),
  )
  proTokens = await Promise.all(
    contractors.map(async (contractor) =>
      signInToken(payload, await createContractorUser(payload, contractor.id)),
    ),
  )
})

afterAll(async () => {
  await mail?.close()
})

describe('a review from the request page', () => {
  it('is accepted for a contractor the homeowner hired: pending, by first name and initial, from the request’s city', async () => {
    const request = await submit('quoted', 'accepted')
    const [able] = request.referrals as [Referral]
    expect((await hire(request.token, able)).status).toBe(200)

    const response = await review(request.token, able)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const page = (await response.json()) as RequestPageData
    expect(page.contractors.find((c) => c.id === able.id)?.review).toMatchObject({
      status: 'pending',
      rating: 4,
      text: GOOD_REVIEW.text,
      rejectionReason: null,
    })
    expect(page.contractors.find((c) => c.id !== able.id)?.review).toBeNull()
    const [saved, ...more] = await reviewsOf(able)
    expect(more).toEqual([])
    expect(saved).toMatchObject({
      contractor: contractors[0]!.id,
      service: service.id,
      hireEvidence: 'homeowner-hired',
      rating: 4,
      text: GOOD_REVIEW.text,
      reviewerName: 'Maria G.',
      reviewerCity: 'Miami, FL',
      featurePermission: true,
      status: 'pending',
      featured: false,
    })
  })

  it('is accepted for a contractor who marked the job won in the portal, without the homeowner’s confirmation', async () => {
    const request = await submit('quoted')
    const [able] = request.referrals as [Referral]
    const won = await rest(
      `/api/pro/referrals/${able.id}`,
      asUser(proTokens[0], { method: 'POST', body: JSON.stringify({ status: 'won' }) }),
    )
    expect(won.status).toBe(200)

    const response = await review(request.token, able, {
      rating: 1,
      text: 'Never finished the gutters they quoted.',
    })
    expect(response.status).toBe(200)
    expect(await reviewsOf(able)).toEqual([
      expect.objectContaining({ hireEvidence: 'contractor-won', rating: 1, featurePermission: false }),
    ])
  })

  it.each(['sent', 'accepted', 'quoted', 'declined', 'lost'] as const)(
    'is refused with 409 for a contractor whose referral is %s, not hired',
    async (status) => {
      const request = await submit(status)
      const response = await review(request.token, request.referrals[0]!)
      expect(response.status).toBe(409)
      expect(await errorsOf(response)).toEqual([{ message: REVIEW_REFUSALS.notHired }])
      expect(await reviewsOf(request.referrals[0]!)).toEqual([])
    },
  )

  it('is refused when the homeowner said the contractor’s “won” is not right', async () => {
    const request = await submit('won')
    const [able] = request.referrals as [Referral]
    const notRight = await post(`/api/requests/${request.token}/choice`, {
      referralId: able.id,
      choice: 'not-for-me',
    })
    expect(notRight.status).toBe(200)
    const response = await review(request.token, able)
    expect(response.status).toBe(409)
    expect(await errorsOf(response)).toEqual([{ message: REVIEW_REFUSALS.notHired }])
  })

  it('is refused with 404 for another request’s contractor, a malformed one, and an unknown link', async () => {
    const request = await submit('sent')
    const other = await submit('won')
    const foreign = await review(request.token, other.referrals[0]!)
    expect(foreign.status).toBe(404)
    expect(await errorsOf(foreign)).toEqual([{ message: REVIEW_REFUSALS.unknown }])
    expect(await reviewsOf(other.referrals[0]!)).toEqual([])

    expect((await review(request.token, { id: "1' OR 1=1 --" })).status).toBe(404)

    const unknown = await review('not-a-request-token', other.referrals[0]!)
    expect(unknown.status).toBe(404)
    expect(await errorsOf(unknown)).toEqual([{ message: REQUEST_NOT_FOUND_MESSAGE }])
  })

  it('is refused the second time, and of two sent at once one is kept', async () => {
    const request = await submit('won', 'won')
    const [able, baker] = request.referrals as [Referral, Referral]
    expect((await review(request.token, able)).status).toBe(200)
    const again = await review(request.token, able, { ...GOOD_REVIEW, rating: 5 })
    expect(again.status).toBe(409)
    expect(await errorsOf(again)).toEqual([{ message: REVIEW_REFUSALS.reviewedAlready }])
    expect((await reviewsOf(able)).map((saved) => saved.rating)).toEqual([4])

    const both = await Promise.all([review(request.token, baker), review(request.token, baker)])
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await reviewsOf(baker)).toHaveLength(1)
  })

  it('answers 400 with the form’s message per field for a bad rating or text, and 415 for a form post', async () => {
    const request = await submit('won')
    const [able] = request.referrals as [Referral]
    const bad = await review(request.token, able, { rating: 6, text: 'Too short', featurePermission: 'yes' })
    expect(bad.status).toBe(400)
    expect(await errorsOf(bad)).toEqual([
      { message: 'Choose a rating from 1 to 5 stars', field: 'rating' },
      { message: 'Write at least 20 characters', field: 'text' },
      { message: expect.any(String), field: 'featurePermission' },
    ])
    for (const body of [
      { rating: '5', text: GOOD_REVIEW.text },
      { rating: 4.5, text: GOOD_REVIEW.text },
      { rating: 0, text: GOOD_REVIEW.text },
      { rating: 5, text: 'x'.repeat(2001) },
      { rating: 5, text: `   ${'short'}   ` },
      null,
    ]) {
      const response = await review(request.token, able, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    const long = await review(request.token, able, { rating: 5, text: 'x'.repeat(2001) })
    expect(await errorsOf(long)).toEqual([
      { message: 'Keep your review under 2000 characters', field: 'text' },
    ])
    const form = await post(
      `/api/requests/${request.token}/referrals/${able.id}/review`,
      GOOD_REVIEW,
      'application/x-www-form-urlencoded',
    )
    expect(form.status).toBe(415)
    expect(await reviewsOf(able)).toEqual([])
  })
})

describe('the limit on reviews', () => {
  it('counts them with the page’s other writes per address, and refuses past it before saving', async () => {
    const request = await submit('won')
    const [able] = request.referrals as [Referral]
    const ip = nextClientIp()
    const limit = Number(process.env.REQUEST_PAGE_RATE_LIMIT ?? 30)
    for (let i = 0; i < limit; i++)
      expect((await review('not-a-token', able, GOOD_REVIEW, ip)).status).toBe(404)
    const refused = await review(request.token, able, GOOD_REVIEW, ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(await reviewsOf(able)).toEqual([])
    expect((await review(request.token, able)).status).toBe(200)
  })
})

describe('the invitation to review', () => {
  it('is queued once when a referral becomes a hire, with one reminder a week later, and both are sent', async () => {
    const request = await submit('quoted')
    const [able] = request.referrals as [Referral]
    const won = await rest(
      `/api/pro/referrals/${able.id}`,
      asUser(proTokens[0], { method: 'POST', body: JSON.stringify({ status: 'won' }) }),
    )
    expect(won.status).toBe(200)
    // The homeowner confirms the contractor's word: the same hire, no second invitation.
    expect((await hire(request.token, able)).status).toBe(200)

    const jobs = await reviewJobs(able)
    expect(jobs.map((job) => job.data)).toEqual([
      { type: 'review', referralId: able.id, kind: 'invitation' },
      { type: 'review', referralId: able.id, kind: 'reminder' },
    ])
    const days = (date: Date) => (date.getTime() - Date.now()) / (24 * 60 * 60 * 1000)
    expect(days(jobs[0]!.startAfter)).toBeLessThan(0.01)
    expect(days(jobs[1]!.startAfter)).toBeGreaterThan(6.99)

    await runEmailQueue(payload)
    // The homeowner is also asked to confirm the contractor's "won": that email is another's.
    const [invitation, ...more] = reviewMailTo(request.lead.email)
    expect(more).toEqual([])
    expect(invitation?.subject).toBe('How did the job with Able Roofs go?')
    expect(invitation!.text).toContain(`/requests/${request.token}#${reviewAnchorOf(able.id)}`)
    expect(invitation!.text).toContain('/review-policy')
    expect(invitation!.text).not.toMatch(/positive|discount|reward|gift|\bfree\b/i)
    expect((await referralNow(able)).reviewInvitedAt).toEqual(expect.any(String))
    expect((await referralNow(able)).reviewRemindedAt).toBeNull()

    await makeDueNow(payload, 'review')
    await runEmailQueue(payload)
    expect(reviewMailTo(request.lead.email).map((message) => message.subject)).toEqual([
      'How did the job with Able Roofs go?',
      'A reminder: how did the job with Able Roofs go?',
    ])
    expect((await referralNow(able)).reviewRemindedAt).toEqual(expect.any(String))
  })

  it('is not queued for a referral that is no hire', async () => {
    const request = await submit('accepted')
    const [able] = request.referrals as [Referral]
    await payload.update({ collection: 'referrals', id: able.id, data: { status: 'quoted' }, depth: 0 })
    expect(await reviewJobs(able)).toEqual([])
  })

  it('skips the reminder once the homeowner has reviewed', async () => {
    const request = await submit('quoted')
    const [able] = request.referrals as [Referral]
    expect((await hire(request.token, able)).status).toBe(200)
    await runEmailQueue(payload)
    expect(reviewMailTo(request.lead.email)).toHaveLength(1)
    expect((await review(request.token, able)).status).toBe(200)

    await makeDueNow(payload, 'review')
    await runEmailQueue(payload)
    const reminder = (await reviewJobs(able)).find(
      (job) => job.data.type === 'review' && job.data.kind === 'reminder',
    )
    expect(reminder).toMatchObject({ state: 'completed', output: { to: '' } })
    expect(reviewMailTo(request.lead.email)).toHaveLength(1)
    expect((await referralNow(able)).reviewRemindedAt).toBeNull()
  })
})

describe('a reviewed request deleted', () => {
  it('takes the homeowner’s review with it, so their data can be erased', async () => {
    const request = await submit('won')
    const [able] = request.referrals as [Referral]
    expect((await review(request.token, able)).status).toBe(200)
    expect(await reviewsOf(able)).toHaveLength(1)

    await payload.delete({ collection: 'leads', id: request.lead.id })
    expect(await reviewsOf(able)).toEqual([])
    expect(
      await payload.count({ collection: 'referrals', where: { lead: { equals: request.lead.id } } }),
    ).toEqual({ totalDocs: 0 })
  })
})
