import type { PayloadRequest } from 'payload'

import type { Lead, Referral } from '../payload-types'

/**
 * The referral an email job names, with its lead and contractor, or null when it was deleted before its email went
 * out (an erasure request): then there is nothing to send and nothing to retry, and the log says so.
 */
export const findReferralOfEmail = async (
  req: PayloadRequest,
  referralId: string,
): Promise<{ referral: Referral; lead: Lead } | null> => {
  const referral = await req.payload.findByID({
    collection: 'referrals',
    id: referralId,
    depth: 2,
    disableErrors: true,
    req,
  })
  const lead = referral?.lead as Lead | undefined
  if (!referral || !lead) {
    req.payload.logger.warn({ msg: 'Referral no longer exists; email not sent', referralId })
    return null
  }
  return { referral, lead }
}

/** The lead an email job names, or null (logged) when it was deleted before its email went out. */
export const findLeadOfEmail = async (req: PayloadRequest, leadId: string): Promise<Lead | null> => {
  const lead = await req.payload.findByID({
    collection: 'leads',
    id: leadId,
    depth: 1,
    disableErrors: true,
    req,
  })
  if (!lead) req.payload.logger.warn({ msg: 'Lead no longer exists; email not sent', leadId })
  return lead ?? null
}
