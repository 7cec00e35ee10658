import type { HomeownerChoice, LeadStatus, ReferralStatus } from './lead-options'

/** What the rule reads of a lead. */
export type LeadStatusInput = { withdrawnAt?: string | null }
/** What the rule reads of each of the lead's referrals. */
export type ReferralStatusInput = { status: ReferralStatus; homeownerChoice?: HomeownerChoice | null }

/** A referral in one of these is over for the contractor, one way or another. */
const CLOSED_REFERRAL_STATUSES: readonly ReferralStatus[] = ['declined', 'lost', 'withdrawn']

/**
 * Where a request stands, from its referrals, first match wins: withdrawn once the homeowner withdrew it; hired once
 * the homeowner hired one of its contractors (their own word, never a contractor's "won" alone); quoted while a
 * contractor has a quote out; in progress while one has accepted or is in touch; closed when every referral is
 * closed (declined, lost, withdrawn) without a hire; new otherwise (no answer yet, or a contractor's unconfirmed
 * "won"). Staff may set another status by hand (the lead's statusOverride), which this rule then leaves alone.
 */
export const leadStatusOf = (
  lead: LeadStatusInput,
  referrals: readonly ReferralStatusInput[],
): LeadStatus => {
  if (lead.withdrawnAt) return 'withdrawn'
  if (referrals.some((referral) => referral.homeownerChoice === 'hired')) return 'hired'
  if (referrals.some((referral) => referral.status === 'quoted')) return 'quoted'
  if (referrals.some((referral) => referral.status === 'accepted' || referral.status === 'contacted'))
    return 'in-progress'
  if (
    referrals.length > 0 &&
    referrals.every((referral) => CLOSED_REFERRAL_STATUSES.includes(referral.status))
  )
    return 'closed'
  return 'new'
}
