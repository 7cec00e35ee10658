import { z } from 'zod'

import { MODERATION_REASONS, moderationSchema, type ModerationInput } from '../../../contracts/reviews'
import { recomputeContractorRating } from '../../../database/queries/contractor-rating'
import { lockReview } from '../../../database/queries/review-lock'
import { drizzleOf, inTransaction } from '../../../database/transaction'
import { jsonBody } from '../../../endpoints/answers'
import { staffEndpoint, staffJson } from '../../../endpoints/staff-only'
import type { Review } from '../../../payload-types'
import { announceContentChange } from '../../../runtime/content-changes'
import { invalidInput, refusal } from '../../../server/refusals'

const NOT_FOUND = 'We could not find this review.'

/** Why the decision changes nothing (the review is already so), or null when it changes the record. */
const alreadyDone = (
  current: { status: Review['status']; rejectionReason: Review['rejectionReason'] },
  decision: ModerationInput,
): string | null => {
  if (decision.action === 'publish')
    return current.status === 'published' ? 'This review is already published.' : null
  if (current.status !== 'rejected' || current.rejectionReason !== decision.reason) return null
  const label = MODERATION_REASONS.find(({ value }) => value === decision.reason)?.label
  return `This review is already rejected for this reason (${label}).`
}

/** What the decision writes: the status, when it went public, the policy's reason, the featured mark. */
const decisionFields = (decision: ModerationInput, now: string) =>
  decision.action === 'publish'
    ? { status: 'published' as const, publishedAt: now, rejectionReason: null }
    : // A review off the site is no testimonial either.
      { status: 'rejected' as const, publishedAt: null, rejectionReason: decision.reason, featured: false }

/**
 * POST /api/reviews/:id/moderation: staff publish a review, or reject it for one of the policy's reasons; either
 * may later be reversed. Each action is appended to the review's record with who took it and when, and the
 * contractor's verified rating is recomputed, in one transaction with the review's row locked.
 */
export const moderateReviewEndpoint = staffEndpoint({
  path: '/:id/moderation',
  method: 'post',
  what: 'reviews',
  handler: async (req) => {
    const id = z.uuid().safeParse(req.routeParams?.id)
    if (!id.success) return refusal(404, NOT_FOUND)
    const parsed = moderationSchema.safeParse(await jsonBody(req))
    if (!parsed.success) return invalidInput(parsed.error)
    const decision = parsed.data
    const user = req.user
    if (!user) return refusal(401, 'Sign in to change reviews.')
    return inTransaction(req, async () => {
      const db = await drizzleOf(req)
      const current = await lockReview(db, id.data)
      if (!current) return refusal(404, NOT_FOUND)
      const refused = alreadyDone(current, decision)
      // Nothing was written: ending the transaction just lets the lock go.
      if (refused) return refusal(409, refused)
      const { moderation } = await req.payload.findByID({
        collection: 'reviews',
        id: id.data,
        depth: 0,
        select: { moderation: true },
        req,
      })
      const now = new Date().toISOString()
      const review = await req.payload.update({
        collection: 'reviews',
        id: id.data,
        depth: 0,
        data: {
          ...decisionFields(decision, now),
          moderation: [
            ...(moderation ?? []),
            {
              action: decision.action,
              reason: decision.action === 'reject' ? decision.reason : null,
              by: user.id,
              at: now,
            },
          ],
        },
        req,
      })
      await recomputeContractorRating(db, current.contractor)
      await announceContentChange(req, 'reviews')
      return staffJson({
        id: review.id,
        status: review.status,
        publishedAt: review.publishedAt ?? null,
        rejectionReason: review.rejectionReason ?? null,
        moderation: review.moderation ?? [],
      })
    })
  },
})
