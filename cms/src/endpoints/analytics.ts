import { sql } from '@payloadcms/db-postgres'

import type { Analytics } from '../contracts/analytics'
import { staffEndpoint, staffJson } from './staff-only'

type Counts = {
  total_leads: string
  active_contractors: string
  total_referrals: string
  converted_leads: string
}

export const toAnalytics = (counts: Counts): Analytics => {
  const totalLeads = Number(counts.total_leads)
  const converted = Number(counts.converted_leads)
  return {
    totalLeads,
    activeContractors: Number(counts.active_contractors),
    totalReferrals: Number(counts.total_referrals),
    conversionRate: totalLeads === 0 ? 0 : Math.round((converted / totalLeads) * 1000) / 10,
  }
}

/** GET /api/admin/analytics: dashboard figures, counted by the database in one snapshot. */
export const analyticsEndpoint = staffEndpoint({
  path: '/admin/analytics',
  what: 'analytics',
  handler: async (req) => {
    const result = await req.payload.db.drizzle.execute<Counts>(sql`
      SELECT
        (SELECT count(*) FROM leads) AS total_leads,
        (SELECT count(*) FROM contractors WHERE is_active) AS active_contractors,
        (SELECT count(*) FROM referrals) AS total_referrals,
        (SELECT count(DISTINCT lead_id) FROM referrals) AS converted_leads
    `)
    const counts = result.rows[0]
    if (!counts) throw new Error('analytics query returned no row')
    return staffJson(toAnalytics(counts))
  },
})
