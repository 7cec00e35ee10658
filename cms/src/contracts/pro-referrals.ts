import type { BudgetRange, ContactPreference, ReferralStatus, Timeframe } from './lead-options'
import type { ReferralActor } from './referral-progress'

/** The portal's list (GET /api/pro/referrals) and each change's answer (POST /api/pro/referrals/:id). */

/** The homeowner's contact details: sent only once the contractor has accepted, and never after a withdrawal. */
export type ProReferralContact = { name: string; email: string; phone: string }

export type ProReferral = {
  id: string
  status: ReferralStatus
  /** When the referral was sent to the contractor. */
  sentAt: string
  service: string
  zipCode: string
  /** "City, ST" for the ZIP code, when it is a known one. */
  city: string | null
  budgetRange: BudgetRange | null
  timeframe: Timeframe | null
  description: string
  contactPref: ContactPreference
  /** The homeowner withdrew the request: nothing more can be done with it. */
  withdrawn: boolean
  contact: ProReferralContact | null
  declineReason: string | null
  quoteAmount: number | null
  /** What the contractor wrote to the homeowner with their quote. */
  quoteMessage: string | null
  history: { status: ReferralStatus; at: string; by: ReferralActor }[]
}

export type ProReferralPage = {
  company: { id: string; name: string }
  referrals: ProReferral[]
  page: number
  totalPages: number
  totalDocs: number
}

export const PRO_REFERRALS_PER_PAGE = 20

/** The status as the contractor reads it. */
export const PRO_STATUS_WORDS: Record<ReferralStatus, string> = {
  sent: 'New: waiting for your answer',
  accepted: 'Accepted',
  declined: 'Declined',
  contacted: 'Homeowner contacted',
  quoted: 'Quote sent',
  won: 'Won',
  lost: 'Lost',
  withdrawn: 'Withdrawn by the homeowner',
}

export const WITHDRAWN_MESSAGE = 'The homeowner withdrew this request.'
