import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  createContractorUser,
  createService,
  createUser,
  signInToken,
  testPayload,
} from '../../../test/payload'
import { asUser, rest } from '../../../test/rest'
import { createPendingReview, createReviewedContractor } from '../../../test/reviews'
import type { ProReview, ProReviewPage } from '../../contracts/pro-reviews'
import type { User } from '../../payload-types'

let payload: Payload
let service: string
let staff: User
let staffToken: string
let adminToken: string
let editorToken: string

const moderate = (id: string, body: unknown, token = staffToken) =>
  rest(`/api/reviews/${id}/moderation`, asUser(token, { method: 'POST', body: JSON.stringify(body) }))

const reply = (id: string, body: unknown, token: string) =>
  rest(`/api/pro/reviews/${id}/reply`, asUser(token, { method: 'POST', body: JSON.stringify(body) }))

const figuresOf = async (contractor: string) => {
  const { rating, reviewsCount } = await payload.findByID({
    collection: 'contractors',
    id: contractor,
    depth: 0,
  })
  return { rating: rating ?? null, reviewsCount }
}

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { message: string; field?: string }[] }).errors

beforeAll(async () => {
  payload = await testPayload()
  service = (await createService(payload, 'Review Remodel')).id
  staff = await createUser(payload, 'staff')
  staffToken = await signInToken(payload, staff)
  adminToken = await signInToken(payload, await createUser(payload, 'admin'))
  editorToken = await signInToken(payload, await createUser(payload, 'editor'))
})

describe('POST /api/reviews/:id/moderation', () => {
  it('publishes a review and recomputes the contractor’s rating and count from its published reviews', async () => {
    const contractor = await createReviewedContractor(payload, service)
    const five = await createPendingReview(payload, { contractor, service, rating: 5 })
    const four = await createPendingReview(payload, { contractor, service, rating: 4 })
    const two = await createPendingReview(payload, { contractor, service, rating: 2 })
    expect(await figuresOf(contractor)).toEqual({ rating: null, reviewsCount: 0 })

    const published = await moderate(five.id, { action: 'publish' })
    expect(published.status).toBe(200)
    expect(await figuresOf(contractor)).toEqual({ rating: 5, reviewsCount: 1 })
    expect((await moderate(four.id, { action: 'publish' })).status).toBe(200)
    expect((await moderate(two.id, { action: 'publish' })).status).toBe(200)
    // (5 + 4 + 2) / 3, to two decimals.
    expect(await figuresOf(contractor)).toEqual({ rating: 3.67, reviewsCount: 3 })
    const review = await payload.findByID({ collection: 'reviews', id: five.id, depth: 0 })
    expect(review.status).toBe('published')
    expect(review.publishedAt).toEqual(expect.any(String))
  })

  it('rejects a published review for a policy reason, recording the reason, who and when, and the rating follows', async () => {
    const contractor = await createReviewedContractor(payload, service)
    const kept = await createPendingReview(payload, { contractor, service, rating: 2 })
    const pulled = await createPendingReview(payload, { contractor, service, rating: 5 })
    await moderate(kept.id, { action: 'publish' })
    await moderate(pulled.id, { action: 'publish' })
    expect(await figuresOf(contractor)).toEqual({ rating: 3.5, reviewsCount: 2 })

    const before = Date.now()
    const rejected = await moderate(pulled.id, { action: 'reject', reason: 'conflict-of-interest' })
    expect(rejected.status).toBe(200)
    expect(await figuresOf(contractor)).toEqual({ rating: 2, reviewsCount: 1 })
    const review = await payload.findByID({ collection: 'reviews', id: pulled.id, depth: 0 })
    expect(review).toMatchObject({
      status: 'rejected',
      rejectionReason: 'conflict-of-interest',
      publishedAt: null,
    })
    expect(review.moderation?.map(({ action, reason, by }) => ({ action, reason, by }))).toEqual([
      { action: 'publish', reason: null, by: staff.id },
      { action: 'reject', reason: 'conflict-of-interest', by: staff.id },
    ])
    expect(Date.parse(review.moderation?.[1]?.at ?? '')).toBeGreaterThanOrEqual(before - 1000)

    // And back: a rejection may be reversed, and the record keeps all three actions.
    expect((await moderate(pulled.id, { action: 'publish' })).status).toBe(200)
    expect(await figuresOf(contractor)).toEqual({ rating: 3.5, reviewsCount: 2 })
    const again = await payload.findByID({ collection: 'reviews', id: pulled.id, depth: 0 })
    expect(again).toMatchObject({ status: 'published', rejectionReason: null })
    expect(again.moderation?.map(({ action }) => action)).toEqual(['publish', 'reject', 'publish'])
  })

  it('refuses a reason outside the policy, or none, with a field message, and changes nothing', async () => {
    const contractor = await createReviewedContractor(payload, service)
    const review = await createPendingReview(payload, { contractor, service })
    for (const body of [
      { action: 'reject', reason: 'too-negative' },
      { action: 'reject' },
      { action: 'hide' },
      'not json',
    ]) {
      const response = await moderate(review.id, body)
      expect(response.status).toBe(400)
      expect((await errorsOf(response))[0]?.message).toEqual(expect.any(String))
    }
    const refused = await moderate(review.id, { action: 'reject', reason: 'too-negative' })
    expect(await errorsOf(refused)).toEqual([{ field: 'reason', message: 'Choose the policy reason' }])
    const unchanged = await payload.findByID({ collection: 'reviews', id: review.id, depth: 0 })
    expect(unchanged).toMatchObject({ status: 'pending', moderation: [] })
  })

  it('is for staff and admins only: 401 signed out, 403 for an editor or a contractor', async () => {
    const contractor = await createReviewedContractor(payload, service)
    const review = await createPendingReview(payload, { contractor, service })
    const contractorToken = await signInToken(payload, await createContractorUser(payload, contractor))
    expect((await moderate(review.id, { action: 'publish' }, '')).status).toBe(401)
    expect((await moderate(review.id, { action: 'publish' }, editorToken)).status).toBe(403)
    expect((await moderate(review.id, { action: 'publish' }, contractorToken)).status).toBe(403)
    expect((await payload.findByID({ collection: 'reviews', id: review.id })).status).toBe('pending')
    expect((await moderate(review.id, { action: 'publish' }, adminToken)).status).toBe(200)
  })

  it('answers 404 for an unknown review and 409 for a decision already taken', async () => {
    expect((await moderate(crypto.randomUUID(), { action: 'publish' })).status).toBe(404)
    expect((await moderate('not-an-id', { action: 'publish' })).status).toBe(404)
    const contractor = await createReviewedContractor(payload, service)
    const review = await createPendingReview(payload, { contractor, service })
    expect((await moderate(review.id, { action: 'publish' })).status).toBe(200)
    expect((await moderate(review.id, { action: 'publish' })).status).toBe(409)
  })

  it('takes two moderations of one review at once one after the other: one record, one consistent status', async () => {
    const contractor = await createReviewedContractor(payload, service)
    const review = await createPendingReview(payload, { contractor, service, rating: 4 })
    const answers = await Promise.all([
      moderate(review.id, { action: 'publish' }),
      moderate(review.id, { action: 'publish' }),
      moderate(review.id, { action: 'reject', reason: 'abuse' }),
    ])
    const statuses = answers.map((answer) => answer.status)
    const stored = await payload.findByID({ collection: 'reviews', id: review.id, depth: 0 })
    // Every action that succeeded is in the record, in order, and the last one is the review's status.
    const taken = stored.moderation ?? []
    expect(taken).toHaveLength(statuses.filter((status) => status === 200).length)
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true)
    const last = taken.at(-1)
    expect(stored.status).toBe(last?.action === 'publish' ? 'published' : 'rejected')
    expect(await figuresOf(contractor)).toEqual(
      stored.status === 'published' ? { rating: 4, reviewsCount: 1 } : { rating: null, reviewsCount: 0 },
    )
  })

  it('counts every review when several of one contractor are published at once', async () => {
    const contractor = await createReviewedContractor(payload, service)
    const reviews = await Promise.all(
      [5, 4, 3, 2, 1, 5].map((rating) => createPendingReview(payload, { contractor, service, rating })),
    )
    const answers = await Promise.all(reviews.map(({ id }) => moderate(id, { action: 'publish' })))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(await figuresOf(contractor)).toEqual({ rating: 3.33, reviewsCount: 6 })
  })
})

describe('deleting a review', () => {
  it('takes it out of the contractor’s rating', async () => {
    const contractor = await createReviewedContractor(payload, service)
    const kept = await createPendingReview(payload, { contractor, service, rating: 5 })
    const deleted = await createPendingReview(payload, { contractor, service, rating: 1 })
    await moderate(kept.id, { action: 'publish' })
    await moderate(deleted.id, { action: 'publish' })
    expect(await figuresOf(contractor)).toEqual({ rating: 3, reviewsCount: 2 })
    const response = await rest(`/api/reviews/${deleted.id}`, asUser(adminToken, { method: 'DELETE' }))
    expect(response.status).toBe(200)
    expect(await figuresOf(contractor)).toEqual({ rating: 5, reviewsCount: 1 })
  })
})

describe('the contractor’s reply', () => {
  it('lists the company’s published reviews and takes one reply to each; a second is refused', async () => {
    const contractor = await createReviewedContractor(payload, service)
    const token = await signInToken(payload, await createContractorUser(payload, contractor))
    const review = await createPendingReview(payload, { contractor, service })
    const pending = await createPendingReview(payload, { contractor, service })
    await moderate(review.id, { action: 'publish' })

    const listed = await rest('/api/pro/reviews', asUser(token))
    expect(listed.status).toBe(200)
    expect(listed.headers.get('Cache-Control')).toBe('no-store')
    const page = (await listed.json()) as ProReviewPage
    expect(page.reviews.map(({ id }) => id)).toEqual([review.id])
    expect(page.reviews[0]).toMatchObject({
      service: 'Review Remodel',
      reviewerName: 'Maria G.',
      reply: null,
    })

    const first = await reply(review.id, { text: '  Thank you, Maria!  ' }, token)
    expect(first.status).toBe(200)
    expect(((await first.json()) as ProReview).reply).toMatchObject({ text: 'Thank you, Maria!' })
    const second = await reply(review.id, { text: 'Changed my mind.' }, token)
    expect(second.status).toBe(409)
    expect((await errorsOf(second))[0]?.message).toMatch(/already replied/)
    const stored = await payload.findByID({ collection: 'reviews', id: review.id, depth: 0 })
    expect(stored.reply?.text).toBe('Thank you, Maria!')

    // Not published yet: not the contractor's to answer.
    expect((await reply(pending.id, { text: 'Thanks!' }, token)).status).toBe(404)
  })

  it('is public with the review once written', async () => {
    const contractor = await createReviewedContractor(payload, service)
    const token = await signInToken(payload, await createContractorUser(payload, contractor))
    const review = await createPendingReview(payload, { contractor, service })
    await moderate(review.id, { action: 'publish' })
    await reply(review.id, { text: 'Thank you!' }, token)
    const read = await rest(`/api/reviews/${review.id}?depth=0`)
    expect(read.status).toBe(200)
    expect(((await read.json()) as { reply?: { text?: string } }).reply?.text).toBe('Thank you!')
  })

  it('is 404 for another company’s review, and refuses an empty reply with its field message', async () => {
    const contractor = await createReviewedContractor(payload, service)
    const other = await createReviewedContractor(payload, service)
    const token = await signInToken(payload, await createContractorUser(payload, contractor))
    const anothers = await createPendingReview(payload, { contractor: other, service })
    await moderate(anothers.id, { action: 'publish' })
    expect((await reply(anothers.id, { text: 'Not mine.' }, token)).status).toBe(404)
    expect((await reply(crypto.randomUUID(), { text: 'Thanks!' }, token)).status).toBe(404)
    const mine = await createPendingReview(payload, { contractor, service })
    await moderate(mine.id, { action: 'publish' })
    const empty = await reply(mine.id, { text: '   ' }, token)
    expect(empty.status).toBe(400)
    expect(await errorsOf(empty)).toEqual([{ field: 'text', message: 'Write your reply' }])
    expect((await reply(mine.id, { text: 'Thanks!' }, staffToken)).status).toBe(403)
    expect((await reply(mine.id, { text: 'Thanks!' }, '')).status).toBe(401)
  })
})
