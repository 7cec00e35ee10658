/** The answer of GET /api/admin/analytics (the dashboard's Analytics tab). */
export type Analytics = {
  totalLeads: number
  activeContractors: number
  totalReferrals: number
  /** Percent of leads with at least one referral, 0–100, one decimal. */
  conversionRate: number
}

/** The answer of GET /api/admin/leads-per-day: one entry per UTC day, oldest first, days without leads included. */
export type LeadsPerDay = { days: { date: string; count: number }[] }

export const LEADS_PER_DAY_WINDOW = 30
