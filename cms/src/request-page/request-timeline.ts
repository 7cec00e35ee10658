import { DECLINE_CATEGORY_LABELS } from '../contracts/lead-option-labels'
import type { ReferralStatus } from '../contracts/lead-options'
import type { RequestTimelineEntry } from '../contracts/request-page'
import type { Lead, Referral } from '../payload-types'

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`

/** A contractor's step as the homeowner reads it; null for the steps told once for the whole request (withdrawn). */
const stepText = (
  status: ReferralStatus,
  name: string,
  referral: Pick<Referral, 'declineCategory' | 'quoteAmount'>,
): string | null => {
  switch (status) {
    case 'accepted':
      return `${name} accepted your request.`
    case 'declined':
      // The category only: the contractor's own words are for the marketplace.
      return `${name} declined: ${DECLINE_CATEGORY_LABELS[referral.declineCategory ?? 'other']}.`
    case 'contacted':
      return `${name} was in touch with you.`
    case 'quoted':
      return referral.quoteAmount
        ? `${name} sent you a quote: ${dollars(referral.quoteAmount)}.`
        : `${name} sent you a quote.`
    case 'won':
      return `${name} reports being hired.`
    case 'lost':
      return `${name} reports not being chosen.`
    case 'sent':
    case 'withdrawn':
      return null
  }
}

/**
 * The request's story for its page, oldest first: each contractor it was sent to, each of their answers (a decline
 * by its category), and the homeowner's own withdrawal and deletion request.
 */
export const requestTimeline = (
  lead: Pick<Lead, 'withdrawnAt' | 'deletionRequestedAt' | 'needsAttentionSince'>,
  referrals: {
    name: string
    referral: Pick<Referral, 'createdAt' | 'history' | 'declineCategory' | 'quoteAmount'>
  }[],
): RequestTimelineEntry[] => {
  const entries: RequestTimelineEntry[] = []
  for (const { name, referral } of referrals) {
    entries.push({ at: referral.createdAt, text: `Sent to ${name}.` })
    for (const step of referral.history ?? []) {
      const text = stepText(step.status, name, referral)
      if (text) entries.push({ at: step.at, text })
    }
  }
  if (lead.needsAttentionSince)
    entries.push({ at: lead.needsAttentionSince, text: 'No contractor is working on your request now.' })
  if (lead.withdrawnAt) entries.push({ at: lead.withdrawnAt, text: 'You withdrew your request.' })
  if (lead.deletionRequestedAt)
    entries.push({ at: lead.deletionRequestedAt, text: 'You asked us to delete your data.' })
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}
