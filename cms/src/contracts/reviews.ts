import { z } from 'zod'

import { MODERATION_REASONS, type ModerationReason } from './moderation-reasons'

/**
 * Verified reviews: one per hired job, written by the homeowner on their request page, published by staff under
 * the moderation policy, answered once by the contractor. The homeowner's form and the server read these rules.
 */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** How the hire behind a review is known: the contractor marked the job won, or the homeowner said they hired them. */
export const HIRE_EVIDENCE = ['contractor-won', 'homeowner-hired'] as const
export type HireEvidence = (typeof HIRE_EVIDENCE)[number]

export { MODERATION_REASONS, type ModerationReason } from './moderation-reasons'
export const MODERATION_REASON_VALUES = MODERATION_REASONS.map(({ value }) => value) as [
  ModerationReason,
  ...ModerationReason[],
]

export const MODERATION_ACTIONS = ['publish', 'reject'] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

export const MIN_REVIEW_RATING = 1
export const MAX_REVIEW_RATING = 5
export const MIN_REVIEW_TEXT_LENGTH = 20
export const MAX_REVIEW_TEXT_LENGTH = 2000
export const MAX_REVIEW_REPLY_LENGTH = 1000

/** The homeowner's review of one contractor of their request. */
export const reviewSchema = z.object({
  rating: z
    .number({ message: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(MIN_REVIEW_RATING, 'Choose a rating from 1 to 5 stars')
    .max(MAX_REVIEW_RATING, 'Choose a rating from 1 to 5 stars'),
  text: z
    .string({ message: 'Tell other homeowners how the job went' })
    .trim()
    .min(MIN_REVIEW_TEXT_LENGTH, `Write at least ${MIN_REVIEW_TEXT_LENGTH} characters`)
    .max(MAX_REVIEW_TEXT_LENGTH, `Keep your review under ${MAX_REVIEW_TEXT_LENGTH} characters`),
  /** The homeowner lets the marketplace feature the review as a testimonial; asked, never assumed. */
  featurePermission: z.boolean().default(false),
})
export type ReviewInput = z.input<typeof reviewSchema>

/** The contractor's one public reply. */
export const reviewReplySchema = z.object({
  text: z
    .string({ message: 'Write your reply' })
    .trim()
    .min(1, 'Write your reply')
    .max(MAX_REVIEW_REPLY_LENGTH, `Keep your reply under ${MAX_REVIEW_REPLY_LENGTH} characters`),
})

/** Staff's decision on a review: publish, or reject naming the policy's reason. */
export const moderationSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('publish') }),
  z.object({
    action: z.literal('reject'),
    reason: z.enum(MODERATION_REASON_VALUES, { message: 'Choose the policy reason' }),
  }),
])
export type ModerationInput = z.infer<typeof moderationSchema>
