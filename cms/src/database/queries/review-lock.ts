import { eq } from '@payloadcms/db-postgres/drizzle'

import type { ModerationReason, ReviewStatus } from '../../contracts/reviews'
import type { Database } from '../transaction'
import { reviews } from '../schema'

/**
 * The review's contractor, status and rejection reason, its row locked until the transaction ends (null when there
 * is no such review): two staff acting on one review at once are taken one after the other, the second from the
 * record the first left.
 */
export const lockReview = async (
  db: Database,
  id: string,
): Promise<{ contractor: string; status: ReviewStatus; rejectionReason: ModerationReason | null } | null> => {
  const [row] = await db
    .select({
      contractor: reviews.contractor,
      status: reviews.status,
      rejectionReason: reviews.rejectionReason,
    })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update')
  return row ?? null
}
