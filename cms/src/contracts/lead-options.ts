/** Choices a homeowner makes in the quote wizard and the states staff move a lead and a referral through. */
export const CONTACT_PREFERENCES = ['email', 'phone', 'both'] as const
export const BUDGET_RANGES = ['under-5k', '5k-10k', '10k-25k', '25k-50k', 'over-50k'] as const
export const TIMEFRAMES = ['asap', '2-4weeks', '1-3months', '3-6months', 'planning'] as const
/**
 * Where a request stands as a whole. The rule in contracts/lead-status.ts derives it from its referrals (new → in
 * progress → quoted → hired / closed / withdrawn); staff may set any of them, spam included, with a reason.
 */
export const LEAD_STATUSES = ['new', 'in-progress', 'quoted', 'hired', 'closed', 'withdrawn', 'spam'] as const
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

/** Why a contractor declines, as the homeowner is told it (the contractor's own words stay with the marketplace). */
export const DECLINE_CATEGORIES = [
  'fully-booked',
  'outside-area',
  'service-not-offered',
  'project-size',
  'other',
] as const

/** The homeowner's own word on a contractor of their request: the one they hire, or not this one. */
export const HOMEOWNER_CHOICES = ['hired', 'not-for-me'] as const

export type ContactPreference = (typeof CONTACT_PREFERENCES)[number]
export type BudgetRange = (typeof BUDGET_RANGES)[number]
export type Timeframe = (typeof TIMEFRAMES)[number]
export type LeadStatus = (typeof LEAD_STATUSES)[number]
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number]
export type DeclineCategory = (typeof DECLINE_CATEGORIES)[number]
export type HomeownerChoice = (typeof HOMEOWNER_CHOICES)[number]
