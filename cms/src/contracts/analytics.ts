/** The answer of GET /api/admin/analytics (SPEC §3 "Analytics"). */
export type Analytics = {
  totalLeads: number
  activeContractors: number
  totalReferrals: number
  /** Percent of leads with at least one referral, 0–100, one decimal. */
  conversionRate: number
}
