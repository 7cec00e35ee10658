import type { CollectionAfterDeleteHook } from 'payload'

import { relationId } from '../../../contracts/relation-id'
import { recomputeContractorRating } from '../../../database/queries/contractor-rating'
import { drizzleOf } from '../../../database/transaction'
import { announceContentChange } from '../../../runtime/content-changes'
import type { Review } from '../../../payload-types'

/**
 * An admin deleting a review takes it out of its contractor's figures in the same transaction, and the pages
 * showing the contractor are dropped from the cache.
 */
export const recomputeRatingOfDeleted: CollectionAfterDeleteHook<Review> = async ({ doc, req }) => {
  await recomputeContractorRating(await drizzleOf(req), relationId(doc.contractor))
  await announceContentChange(req, 'contractors')
  return doc
}
