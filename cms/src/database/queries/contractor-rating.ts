import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'

import type { Database } from '../transaction'
import { contractors, reviews } from '../schema'

/**
 * Sets the contractor's verified rating (the average of its published reviews, to 2 decimals) and review count
 * (null and 0 when it has none) from the reviews themselves, on the caller's transaction: a moderation or a deletion
 * and the figures it changes commit together, and no one types them.
 *
 * The contractor's row is locked by a statement of its own first. Two moderations of the same contractor's reviews
 * then take turns, and the second's averaging statement starts after the first committed, so it counts both; one
 * UPDATE alone would wait for the lock but average from the snapshot it took before waiting.
 */
export const recomputeContractorRating = async (db: Database, contractorId: string): Promise<void> => {
  await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(eq(contractors.id, contractorId))
    .for('update')
  const published = and(eq(reviews.contractor, contractorId), eq(reviews.status, 'published'))
  await db
    .update(contractors)
    .set({
      rating: sql`(SELECT round(avg(${reviews.rating}), 2) FROM ${reviews} WHERE ${published})`,
      reviewsCount: sql`(SELECT count(*) FROM ${reviews} WHERE ${published})`,
    })
    .where(eq(contractors.id, contractorId))
}
