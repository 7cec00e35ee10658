import type { HomeownerChoice, ReferralStatus } from './lead-options'
import type { HireEvidence, ModerationReason, ReviewStatus } from './reviews'

/**
 * How the hire behind a review of this referral is known, or null when there is none to review: the homeowner's own
 * "I hired them" first, else the contractor's "won". The request page offers the form, the server accepts a review
 * and the invitation goes out by this one rule.
 */
export const hireEvidenceOf = (referral: {
  status: ReferralStatus
  homeownerChoice?: HomeownerChoice | null
}): HireEvidence | null => {
  if (referral.homeownerChoice === 'hired') return 'homeowner-hired'
  if (referral.status === 'won') return 'contractor-won'
  return null
}

/** The homeowner's review of one contractor as their request page shows it back to them. */
export type RequestPageReview = {
  status: ReviewStatus
  rating: number
  text: string
  sentAt: string
  /** Why it was kept off the site, once staff rejected it (one of the policy's reasons). */
  rejectionReason: ModerationReason | null
}

/** The id of a contractor's review form on the request page, which the invitation's link opens at. */
export const reviewAnchorOf = (referralId: string): string => `review-${referralId}`

/** Days after the invitation that the homeowner is reminded, once, when they have not reviewed yet. */
export const REVIEW_REMINDER_AFTER_DAYS = 7
