import type { Analytics } from '../contracts/analytics'
import { readDashboardCounts, type DashboardCounts } from '../database/queries/dashboard-counts'
import { staffEndpoint, staffJson } from './staff-only'

export const toAnalytics = (counts: DashboardCounts): Analytics => {
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
  handler: async (req) => staffJson(toAnalytics(await readDashboardCounts(req.payload))),
})
