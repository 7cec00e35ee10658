import type { Endpoint, PayloadRequest, Where } from 'payload'
import { z } from 'zod'

import { PRO_REVIEWS_PER_PAGE, type ProReview, type ProReviewPage } from '../../contracts/pro-reviews'
import { reviewReplySchema } from '../../contracts/reviews'
import { lockReview } from '../../database/queries/review-lock'
import { drizzleOf, inTransaction } from '../../database/transaction'
import type { Review } from '../../payload-types'
import { announceContentChange } from '../../runtime/content-changes'
import { invalidInput, refusal } from '../../server/refusals'
import { jsonBody, privateJson } from '../answers'
import { companyOrRefusal } from './contractor-only'

const NOT_FOUND = 'We could not find this review among your published reviews.'
const ALREADY_REPLIED =
  'You have already replied to this review. A review has one reply, and it cannot be changed.'

const pageParam = z.coerce.number().int().min(1).max(10_000).catch(1)

const REVIEW_FIELDS = {
  rating: true,
  text: true,
  reviewerName: true,
  reviewerCity: true,
  service: true,
  publishedAt: true,
  reply: true,
} as const

type SelectedReview = Pick<Review, 'id' | 'rating' | 'text' | 'reviewerName'> &
  Partial<Pick<Review, 'reviewerCity' | 'service' | 'publishedAt' | 'reply'>>

const proReviewOf = (review: SelectedReview): ProReview => ({
  id: review.id,
  rating: review.rating,
  text: review.text,
  reviewerName: review.reviewerName,
  reviewerCity: review.reviewerCity ?? null,
  service: typeof review.service === 'object' ? (review.service?.name ?? null) : null,
  publishedAt: review.publishedAt ?? null,
  reply: review.reply?.text && review.reply.at ? { text: review.reply.text, at: review.reply.at } : null,
})

const publishedOfCompany = (company: string): Where => ({
  and: [{ contractor: { equals: company } }, { status: { equals: 'published' } }],
})

const readProReview = async (req: PayloadRequest, id: string): Promise<ProReview> =>
  proReviewOf(
    await req.payload.findByID({
      collection: 'reviews',
      id,
      depth: 1,
      select: REVIEW_FIELDS,
      populate: { services: { name: true } },
      req,
    }),
  )

/** GET /api/pro/reviews?page=: the signed-in contractor's published reviews, newest first, with their replies. */
export const listProReviewsEndpoint: Endpoint = {
  path: '/pro/reviews',
  method: 'get',
  handler: async (req) => {
    const company = companyOrRefusal(req)
    if (company instanceof Response) return company
    const found = await req.payload.find({
      collection: 'reviews',
      where: publishedOfCompany(company),
      sort: ['-publishedAt', '-id'],
      page: pageParam.parse(req.searchParams.get('page') ?? undefined),
      limit: PRO_REVIEWS_PER_PAGE,
      depth: 1,
      select: REVIEW_FIELDS,
      populate: { services: { name: true } },
      req,
    })
    return privateJson({
      reviews: found.docs.map(proReviewOf),
      page: found.page ?? 1,
      totalPages: found.totalPages,
      totalDocs: found.totalDocs,
    } satisfies ProReviewPage)
  },
}

/**
 * POST /api/pro/reviews/:id/reply: the contractor's one public reply to one of its published reviews. A second is
 * refused; another company's review, or one not published, is not found. The row is locked, so two replies sent at
 * once leave one.
 */
export const replyToReviewEndpoint: Endpoint = {
  path: '/pro/reviews/:id/reply',
  method: 'post',
  handler: async (req) => {
    const company = companyOrRefusal(req)
    if (company instanceof Response) return company
    const id = z.uuid().safeParse(req.routeParams?.id)
    if (!id.success) return refusal(404, NOT_FOUND)
    const parsed = reviewReplySchema.safeParse(await jsonBody(req))
    if (!parsed.success) return invalidInput(parsed.error)
    return inTransaction(req, async () => {
      const current = await lockReview(await drizzleOf(req), id.data)
      if (current?.contractor !== company || current.status !== 'published') return refusal(404, NOT_FOUND)
      const { reply } = await req.payload.findByID({
        collection: 'reviews',
        id: id.data,
        depth: 0,
        select: { reply: true },
        req,
      })
      if (reply?.text) return refusal(409, ALREADY_REPLIED)
      await req.payload.update({
        collection: 'reviews',
        id: id.data,
        depth: 0,
        data: { reply: { text: parsed.data.text, at: new Date().toISOString() } },
        req,
      })
      await announceContentChange(req, 'reviews')
      return privateJson(await readProReview(req, id.data))
    })
  },
}
