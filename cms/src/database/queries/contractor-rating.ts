import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'

import type { Database } from '../transaction'
import { contractors, reviews } from '../schema'

/**
 * Sets the contractor's verified rating (the average of its published reviews, to 2 decimals) and review count
 * (null and 0 when it has none) from the reviews themselves, in one statement on the caller's transaction: a
 * moderation or a deletion and the figures it changes commit together, and no one types them.
 */
export const recomputeContractorRating = async (db: Database, contractorId: string): Promise<void> => {
  const published = and(eq(reviews.contractor, contractorId), eq(reviews.status, 'published'))
  await db
    .update(contractors)
    .set({
      rating: sql`(SELECT round(avg(${reviews.rating}), 2) FROM ${reviews} WHERE ${published})`,
      reviewsCount: sql`(SELECT count(*) FROM ${reviews} WHERE ${published})`,
    })
    .where(eq(contractors.id, contractorId))
}
