import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A deleted referral (its lead deleted, at the homeowner's request or by staff) takes the homeowner's review of it
 * along: the review is their writing about their job, and it has no hire to stand on without the referral.
 */
export const deleteReviews: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'reviews', where: { referral: { equals: id } }, req })
}
