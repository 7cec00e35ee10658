import { z } from 'zod'

import { DECLINE_CATEGORIES, type ReferralStatus } from './lead-options'
import { UNSTORABLE_TEXT } from './limits'

/**
 * How a referral moves once it is sent: the contractor answers it (accept or decline), then works it to
 * an outcome; the homeowner may withdraw it while it is open. Staff may set any status from the dashboard.
 */

/** Who made a change, as the referral's history records it. */
export const REFERRAL_ACTORS = ['contractor', 'homeowner', 'staff'] as const
export type ReferralActor = (typeof REFERRAL_ACTORS)[number]

/**
 * Where the contractor may take a referral from each status. Their "won" (hired) and "lost" (not chosen) are their
 * report; the homeowner's own choice (homeownerChoice) is the outcome the request page and the lead's status follow.
 */
export const CONTRACTOR_MOVES: Record<ReferralStatus, readonly ReferralStatus[]> = {
  sent: ['accepted', 'declined'],
  accepted: ['contacted', 'quoted', 'won', 'lost'],
  contacted: ['quoted', 'won', 'lost'],
  quoted: ['won', 'lost'],
  declined: [],
  won: [],
  lost: [],
  withdrawn: [],
}

/** Still in play: the homeowner's withdrawal closes these (and tells their contractors). */
export const OPEN_REFERRAL_STATUSES: readonly ReferralStatus[] = ['sent', 'accepted', 'contacted', 'quoted']

/** The contractor sees the homeowner's name, email and phone only in these: accepted and not withdrawn. */
export const CONTACT_VISIBLE_STATUSES: readonly ReferralStatus[] = [
  'accepted',
  'contacted',
  'quoted',
  'won',
  'lost',
]

export const canContractorMove = (from: ReferralStatus, to: ReferralStatus): boolean =>
  CONTRACTOR_MOVES[from].includes(to)

export const MAX_DECLINE_REASON_LENGTH = 500
export const MAX_QUOTE_MESSAGE_LENGTH = 2000
/** A quote above this is a typo, not a home-improvement job. */
export const MAX_QUOTE_AMOUNT = 10_000_000

export const referralChangeMessages = {
  category: 'Please choose why you are declining',
  reason: 'Please say why you are declining',
  amount: 'Enter the quote in whole dollars, or leave it empty',
  message: 'Write the message as text, or leave it empty',
} as const

const reason = z
  .string(referralChangeMessages.reason)
  .trim()
  .min(1, referralChangeMessages.reason)
  .max(MAX_DECLINE_REASON_LENGTH, `Keep the reason under ${MAX_DECLINE_REASON_LENGTH} characters`)
  .refine((value) => !UNSTORABLE_TEXT.test(value), 'Please remove the unsupported characters')

/**
 * Declining, with its category (what the homeowner is told) and its reason (for the marketplace alone): the
 * portal's decline dialog reads this part of the schema.
 */
export const declineChangeSchema = z.object({
  status: z.literal('declined'),
  category: z.enum(DECLINE_CATEGORIES, referralChangeMessages.category),
  reason,
})
/**
 * Sending a quote: its amount and a message for the homeowner, each optional (an empty message is none). The
 * portal's quote dialog reads this part of the schema.
 */
export const quoteChangeSchema = z.object({
  status: z.literal('quoted'),
  amount: z
    .number(referralChangeMessages.amount)
    .int(referralChangeMessages.amount)
    .min(1, referralChangeMessages.amount)
    .max(MAX_QUOTE_AMOUNT, referralChangeMessages.amount)
    .optional(),
  message: z
    .string(referralChangeMessages.message)
    .trim()
    .max(MAX_QUOTE_MESSAGE_LENGTH, `Keep the message under ${MAX_QUOTE_MESSAGE_LENGTH} characters`)
    .refine((value) => !UNSTORABLE_TEXT.test(value), 'Please remove the unsupported characters')
    .optional(),
})

/** A contractor's change to one of their referrals: the portal's forms and its endpoint read the same schema. */
export const referralChangeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('accepted') }),
  declineChangeSchema,
  z.object({ status: z.literal('contacted') }),
  quoteChangeSchema,
  z.object({ status: z.literal('won') }),
  z.object({ status: z.literal('lost') }),
])
export type ReferralChange = z.infer<typeof referralChangeSchema>
