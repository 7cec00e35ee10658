/** Choices a homeowner makes in the quote wizard (SPEC §5) and the states staff move a lead and a referral through. */
export const CONTACT_PREFERENCES = ['email', 'phone', 'both'] as const
export const BUDGET_RANGES = ['under-5k', '5k-10k', '10k-25k', '25k-50k', 'over-50k'] as const
export const TIMEFRAMES = ['asap', '2-4weeks', '1-3months', '3-6months', 'planning'] as const
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'hired', 'closed', 'spam'] as const
export const REFERRAL_STATUSES = [
  'sent',
  'accepted',
  'declined',
  'contacted',
  'quoted',
  'won',
  'lost',
  'withdrawn',
] as const

export type ContactPreference = (typeof CONTACT_PREFERENCES)[number]
export type BudgetRange = (typeof BUDGET_RANGES)[number]
export type Timeframe = (typeof TIMEFRAMES)[number]
export type LeadStatus = (typeof LEAD_STATUSES)[number]
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number]
