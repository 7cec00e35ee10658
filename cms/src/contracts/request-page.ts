import type { ReferralStatus } from './lead-options'
import type { ResponsiveImage } from './media'

/**
 * The homeowner's request page (GET /api/requests/:token): their request as they would describe it, and where each
 * contractor they chose stands. Never their own contact details (the link may be forwarded), never anything of
 * another request, and never a contractor's decline reason (written for the marketplace, not for the homeowner).
 */
export type RequestPageContractor = {
  name: string
  /** The company logo; the page shows the name's first letter without one. */
  logo: ResponsiveImage | null
  status: ReferralStatus
  /** The quote in whole dollars, once the contractor sent one and gave an amount. */
  quoteAmount: number | null
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

/** Where a contractor stands, in the homeowner's words: the badge on the page. */
export const REQUEST_STANDING_LABELS: Record<ReferralStatus, string> = {
  sent: 'Notified',
  accepted: 'Accepted',
  declined: 'Declined',
  contacted: 'In touch with you',
  quoted: 'Quote sent',
  won: 'Hired',
  lost: 'Not chosen',
  withdrawn: 'Withdrawn',
}

/** One sentence under the badge: what the standing means for the homeowner. */
export const REQUEST_STANDING_DETAILS: Record<ReferralStatus, string> = {
  sent: 'They have your project details and have not answered yet.',
  accepted: 'They want the job and will contact you about it.',
  declined: 'They cannot take this job.',
  contacted: 'They have been in touch with you about the job.',
  quoted: 'They sent you a quote.',
  won: 'You hired them for this job.',
  lost: 'You chose someone else for this job.',
  withdrawn: 'You withdrew the request; they no longer see your contact details.',
}

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
