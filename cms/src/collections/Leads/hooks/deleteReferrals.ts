import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted lead takes its referrals with it: they hold the same personal data and mean nothing without it. */
export const deleteReferrals: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'referrals', where: { lead: { equals: id } }, req })
}
