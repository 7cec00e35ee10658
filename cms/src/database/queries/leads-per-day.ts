import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { leads } from '../schema'

/**
 * How many leads arrived on each of the last `days` UTC days, today included, oldest first. A day series joined to
 * the leads, so days without a lead still answer 0; each day's range is read through the index on created_at.
 */
export const countLeadsPerDay = async (
  payload: Payload,
  days: number,
): Promise<{ date: string; count: number }[]> => {
  const result = await payload.db.drizzle.execute<{ date: string; count: string }>(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS date, count(${leads.id}) AS count
    FROM generate_series(
      (now() AT TIME ZONE 'UTC')::date - ${days - 1}::int,
      (now() AT TIME ZONE 'UTC')::date,
      interval '1 day'
    ) AS day
    LEFT JOIN ${leads}
      ON ${leads.createdAt} >= day AT TIME ZONE 'UTC'
      AND ${leads.createdAt} < (day + interval '1 day') AT TIME ZONE 'UTC'
    GROUP BY day
    ORDER BY day
  `)
  return result.rows.map((row) => ({ date: row.date, count: Number(row.count) }))
}
