import { sql } from '@payloadcms/db-postgres'

import { LEADS_PER_DAY_WINDOW, type LeadsPerDay } from '../contracts/analytics'
import { staffEndpoint, staffJson } from './staff-only'

/** GET /api/admin/leads-per-day: leads received on each of the last 30 UTC days, today included. */
export const leadsPerDayEndpoint = staffEndpoint({
  path: '/admin/leads-per-day',
  what: 'analytics',
  handler: async (req) => {
    // A day series joined to the leads, so days without a lead still answer 0; the range uses leads(created_at).
    const result = await req.payload.db.drizzle.execute<{ date: string; count: string }>(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS date, count(leads.id) AS count
      FROM generate_series(
        (now() AT TIME ZONE 'UTC')::date - ${LEADS_PER_DAY_WINDOW - 1}::int,
        (now() AT TIME ZONE 'UTC')::date,
        interval '1 day'
      ) AS day
      LEFT JOIN leads
        ON leads.created_at >= day AT TIME ZONE 'UTC'
        AND leads.created_at < (day + interval '1 day') AT TIME ZONE 'UTC'
      GROUP BY day
      ORDER BY day
    `)
    const body: LeadsPerDay = {
      days: result.rows.map((row) => ({ date: row.date, count: Number(row.count) })),
    }
    return staffJson(body)
  },
})
