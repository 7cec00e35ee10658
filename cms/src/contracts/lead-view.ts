import { z } from 'zod'

import {
  LEAD_STATUSES,
  type BudgetRange,
  type ContactPreference,
  type DeclineCategory,
  type HomeownerChoice,
  type LeadStatus,
  type ReferralStatus,
  type Timeframe,
} from './lead-options'
import type { ReferralActor } from './referral-progress'

/**
 * One lead as staff work it on /admin (GET /api/admin/leads/:id): everything the homeowner sent, each contractor's
 * referral with its timeline, the emails the marketplace queued about it, and the homeowner's private link, which
 * only staff ever see here.
 */

export const MAX_OVERRIDE_REASON_LENGTH = 500

export const leadStatusOverrideMessages = {
  status: 'Choose a status',
  reason: 'Say why you set this status',
  reasonLength: `The reason is at most ${MAX_OVERRIDE_REASON_LENGTH} characters`,
} as const

/** Staff set a lead's status by hand, always with a reason (POST /api/admin/leads/:id/status). */
export const leadStatusOverrideSchema = z.object({
  status: z.enum(LEAD_STATUSES, leadStatusOverrideMessages.status),
  reason: z
    .string(leadStatusOverrideMessages.reason)
    .trim()
    .min(1, leadStatusOverrideMessages.reason)
    .max(MAX_OVERRIDE_REASON_LENGTH, leadStatusOverrideMessages.reasonLength),
})

export type LeadStatusOverride = z.infer<typeof leadStatusOverrideSchema>

/** A lead id as the dashboard's paths carry it: anything else is not a lead. */
export const leadIdSchema = z.uuid()

/** Who an email about a lead goes to. */
export const EMAIL_RECIPIENTS = ['homeowner', 'contractor', 'staff'] as const
export type EmailRecipient = (typeof EMAIL_RECIPIENTS)[number]

/** pg-boss's states of a job, in staff's words. */
export const EMAIL_STATE_LABELS: Record<string, string> = {
  created: 'Queued',
  retry: 'Retrying',
  active: 'Sending',
  completed: 'Sent',
  cancelled: 'Cancelled',
  failed: 'Failed',
}

export type LeadViewEmail = {
  id: string
  /** The email's type (`quote`, `referral`, …) and, for a referral's email, which one (`accepted`, …). */
  type: string
  kind: string | null
  recipient: EmailRecipient
  /** pg-boss's state: created, retry, active, completed, cancelled or failed. */
  state: string
  queuedAt: string
  /** When it is due: later than queued for a reminder, or a retry waiting out its backoff. */
  dueAt: string
  /** When it was sent (or given up on); null while it waits. */
  doneAt: string | null
}

export type LeadViewReferral = {
  id: string
  /** Null when the contractor was deleted since. */
  contractor: { id: string; name: string } | null
  status: ReferralStatus
  sentAt: string
  history: { status: ReferralStatus; at: string; by: ReferralActor }[]
  declineCategory: DeclineCategory | null
  declineReason: string | null
  quoteAmount: number | null
  quoteMessage: string | null
  homeownerChoice: HomeownerChoice | null
  homeownerChoiceAt: string | null
}

export type LeadView = {
  id: string
  reference: string
  createdAt: string
  status: LeadStatus
  statusOverride: { reason: string; by: string | null; at: string } | null
  service: { id: string; name: string } | null
  zipCode: string
  /** "Miami, FL", where the ZIP code data knows the place. */
  city: string | null
  name: string
  email: string
  phone: string
  contactPref: ContactPreference
  budgetRange: BudgetRange | null
  timeframe: Timeframe | null
  description: string
  consentEvidence: {
    textVersion: string | null
    acceptedAt: string | null
    ip: string | null
    userAgent: string | null
    page: string | null
  }
  attribution: {
    utmSource: string | null
    utmMedium: string | null
    utmCampaign: string | null
    utmTerm: string | null
    utmContent: string | null
    referrer: string | null
  }
  needsAttentionSince: string | null
  withdrawnAt: string | null
  deletionRequestedAt: string | null
  /** The homeowner's private request page, absolute: staff may send it again to someone who lost it. */
  requestUrl: string
  referrals: LeadViewReferral[]
  emails: LeadViewEmail[]
}

/** The answer once staff carried out a deletion request: the lead is gone, and the homeowner is told at this address. */
export type LeadDeleted = { deleted: true; toldAt: string }
