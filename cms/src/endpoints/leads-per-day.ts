import { LEADS_PER_DAY_WINDOW, type LeadsPerDay } from '../contracts/analytics'
import { countLeadsPerDay } from '../database/queries/leads-per-day'
import { staffEndpoint, staffJson } from './staff-only'

/** GET /api/admin/leads-per-day: leads received on each of the last 30 UTC days, today included. */
export const leadsPerDayEndpoint = staffEndpoint({
  path: '/admin/leads-per-day',
  what: 'analytics',
  handler: async (req) => {
    const body: LeadsPerDay = { days: await countLeadsPerDay(req.payload, LEADS_PER_DAY_WINDOW) }
    return staffJson(body)
  },
})
