import type { PayloadRequest } from 'payload'

import type { ReferralStatus } from '../contracts/lead-options'
import { ENDED_REFERRAL_STATUSES } from '../contracts/rematch'
import { queueEmails } from '../email/queue/queue-emails'
import type { Lead } from '../payload-types'

/**
 * A request nobody is working needs attention: every contractor on it declined, or none accepted within
 * NO_ACCEPTANCE_HOURS. The lead keeps since when (staff filter on it, and a rematch clears it) and the homeowner is
 * offered other matching contractors by email.
 */

/** The status of each referral of the lead, read in `req`'s transaction when it has one. */
export const referralStatusesOf = async (req: PayloadRequest, leadId: string): Promise<ReferralStatus[]> =>
  (
    await req.payload.find({
      collection: 'referrals',
      where: { lead: { equals: leadId } },
      pagination: false,
      depth: 0,
      select: { status: true },
      req,
    })
  ).docs.map((referral) => referral.status)

/** Every contractor on the request is done with it (declined, or otherwise ended): nobody is left to work it. */
export const nobodyLeft = (statuses: ReferralStatus[]): boolean =>
  statuses.length > 0 && statuses.every((status) => ENDED_REFERRAL_STATUSES.includes(status))

/** No contractor has accepted the request yet: each is still to answer it, or declined. */
export const noneAccepted = (statuses: ReferralStatus[]): boolean =>
  statuses.every((status) => status === 'sent' || status === 'declined')

const markNeedsAttention = async (req: PayloadRequest, lead: Lead): Promise<string> => {
  if (lead.needsAttentionSince) return lead.needsAttentionSince
  const since = new Date().toISOString()
  await req.payload.update({
    collection: 'leads',
    id: lead.id,
    data: { needsAttentionSince: since },
    depth: 0,
    req,
  })
  return since
}

/**
 * After a contractor declines: when nobody is left on an open request, it needs attention and the homeowner is
 * offered others (once: a request marked already was offered already). In the decline's transaction.
 */
export const offerOthersIfNobodyLeft = async (req: PayloadRequest, leadId: string): Promise<void> => {
  const lead = await req.payload.findByID({
    collection: 'leads',
    id: leadId,
    depth: 0,
    disableErrors: true,
    req,
  })
  if (!lead || lead.withdrawnAt || lead.needsAttentionSince) return
  if (!nobodyLeft(await referralStatusesOf(req, leadId))) return
  const since = await markNeedsAttention(req, lead)
  await queueEmails(req, [{ type: 'homeowner', leadId, kind: 'allDeclined', since }])
}

/**
 * The delayed check, when it runs (NO_ACCEPTANCE_HOURS after the request, or after its last rematch, `waitFrom`):
 * whether the homeowner should now be offered others because nobody accepted. Not when a later rematch started a
 * new wait, when the request was withdrawn, when someone accepted, or when everyone declined (that offer went out
 * at the last decline). Marks the lead; a retried check finds it marked and offers again, as the first try could
 * not.
 */
export const markIfNoAcceptance = async (
  req: PayloadRequest,
  lead: Lead,
  waitFrom: string,
): Promise<boolean> => {
  if (lead.withdrawnAt) return false
  if (lead.rematchedAt && Date.parse(lead.rematchedAt) > Date.parse(waitFrom)) return false
  const statuses = await referralStatusesOf(req, lead.id)
  if (!noneAccepted(statuses) || nobodyLeft(statuses)) return false
  await markNeedsAttention(req, lead)
  return true
}
