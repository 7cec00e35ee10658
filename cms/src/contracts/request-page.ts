import { z } from 'zod'

import { HOMEOWNER_CHOICES, type HomeownerChoice, type ReferralStatus } from './lead-options'
import type { ResponsiveImage } from './media'
import type { RequestPageReview } from './review-request'

/**
 * The homeowner's request page (GET /api/requests/:token): their request as they would describe it, and where each
 * contractor they chose stands. Never their own contact details (the link may be forwarded), never anything of
 * another request, and never a contractor's decline reason (written for the marketplace, not for the homeowner).
 */
export type RequestPageContractor = {
  /** The referral's id: what the homeowner's choice names. */
  id: string
  name: string
  /** The contractor's public profile, while it has one (active, with current checks); its name links there. */
  profileSlug: string | null
  /** The company logo; the page shows the name's first letter without one. */
  logo: ResponsiveImage | null
  status: ReferralStatus
  /** The quote in whole dollars, once the contractor sent one and gave an amount. */
  quoteAmount: number | null
  /** What the contractor wrote with their quote, for the homeowner. */
  quoteMessage: string | null
  /** The homeowner's own word on this contractor, once given. */
  homeownerChoice: HomeownerChoice | null
  /** The homeowner's review of this contractor, once sent (review-request.ts says when one may be). */
  review: RequestPageReview | null
}

/** One line of the request's story, oldest first: sent, each contractor's answer, quotes, the homeowner's own steps. */
export type RequestTimelineEntry = { at: string; text: string }

export type RequestPageData = {
  /** The reference the thank-you page and the emails show (contracts/request-reference.ts). */
  reference: string
  service: string
  zipCode: string
  /** "Miami, FL", where the ZIP code data knows the place. */
  city: string | null
  sentAt: string
  withdrawnAt: string | null
  deletionRequestedAt: string | null
  contractors: RequestPageContractor[]
  timeline: RequestTimelineEntry[]
  /**
   * Set while nobody is working the open request (all declined, or none accepted in time) and there is room for
   * others: how many other matching contractors one click would add now (0: none left, said plainly).
   */
  otherContractors: { since: string; onOffer: number } | null
}

/**
 * Where a contractor stands for the homeowner. A contractor's own "won" and "lost" are their report: "hired" and
 * "not chosen" come only from the homeowner's choice, a "won" without it asks the homeowner to confirm, and a "lost"
 * the homeowner did not make is the contractor closing the request on their side.
 */
export type RequestStanding =
  | Exclude<ReferralStatus, 'won' | 'lost'>
  | 'hired'
  | 'reports-hired'
  | 'not-for-me'
  | 'chose-other'
  | 'closed'

export const standingOf = (
  contractor: Pick<RequestPageContractor, 'status' | 'homeownerChoice'>,
  contractors: readonly Pick<RequestPageContractor, 'homeownerChoice'>[],
): RequestStanding => {
  if (contractor.homeownerChoice === 'hired') return 'hired'
  if (contractor.homeownerChoice === 'not-for-me') return 'not-for-me'
  if (contractor.status === 'won') return 'reports-hired'
  if (contractor.status !== 'lost') return contractor.status
  return contractors.some((other) => other.homeownerChoice === 'hired') ? 'chose-other' : 'closed'
}

/** Where a contractor stands, in the homeowner's words: the badge on the page. */
export const REQUEST_STANDING_LABELS: Record<RequestStanding, string> = {
  sent: 'Notified',
  accepted: 'Accepted',
  declined: 'Declined',
  contacted: 'In touch with you',
  quoted: 'Quote sent',
  hired: 'Hired',
  'reports-hired': 'Reports being hired',
  'not-for-me': 'Not for you',
  'chose-other': 'Not chosen',
  closed: 'Closed',
  withdrawn: 'Withdrawn',
}

/** One sentence under the badge: what the standing means for the homeowner. */
export const REQUEST_STANDING_DETAILS: Record<RequestStanding, string> = {
  sent: 'They have your project details and have not answered yet.',
  accepted: 'They want the job and will contact you about it.',
  declined: 'They cannot take this job.',
  contacted: 'They have been in touch with you about the job.',
  quoted: 'They sent you a quote.',
  hired: 'You hired them for this job.',
  'reports-hired': 'The contractor reports being hired. Please confirm it, or tell us it is not right.',
  'not-for-me': 'You told us they are not for you, and we let them know.',
  'chose-other': 'You chose someone else for this job.',
  closed: 'They closed the request on their side.',
  withdrawn: 'You withdrew the request; they no longer see your contact details.',
}

/** A contractor the homeowner may hire, or say is not for them: one who answered, while nobody is hired yet. */
export const HOMEOWNER_CHOOSABLE_STATUSES: readonly ReferralStatus[] = [
  'accepted',
  'contacted',
  'quoted',
  'won',
]

/** Whether the page offers "Hire" and "Not for me" on this contractor (the server refuses them otherwise). */
export const canHomeownerChoose = (
  contractor: Pick<RequestPageContractor, 'status' | 'homeownerChoice'>,
  page: {
    withdrawnAt: string | null
    contractors: readonly Pick<RequestPageContractor, 'homeownerChoice'>[]
  },
): boolean =>
  !page.withdrawnAt &&
  !contractor.homeownerChoice &&
  HOMEOWNER_CHOOSABLE_STATUSES.includes(contractor.status) &&
  !page.contractors.some((other) => other.homeownerChoice === 'hired')

export const homeownerChoiceMessages = {
  referralId: 'Choose one of the contractors on your request',
  choice: 'Choose whether to hire them or not',
} as const

/** POST /api/requests/:token/choice: the homeowner hires one of their contractors, or says one is not for them. */
export const homeownerChoiceSchema = z.object({
  referralId: z.uuid(homeownerChoiceMessages.referralId),
  choice: z.enum(HOMEOWNER_CHOICES, homeownerChoiceMessages.choice),
})
export type HomeownerChoiceInput = z.infer<typeof homeownerChoiceSchema>

/** The request page's section that offers other contractors: the offer's email links straight to it. */
export const OTHER_CONTRACTORS_ANCHOR = 'other-contractors'

/** The plain answer for a link that is wrong, unknown or expired: all the same to a visitor. */
export const REQUEST_NOT_FOUND_MESSAGE = 'This request link is not valid or has expired.'

/** A genuine link (made by this site) whose request is gone: deleted, at the homeowner's request or by staff. */
export const REQUEST_DELETED_MESSAGE = 'This request was deleted.'

export const REQUEST_PAGE_HEADERS = {
  // The page is the homeowner's own; the token in its address is the only key to it.
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const
