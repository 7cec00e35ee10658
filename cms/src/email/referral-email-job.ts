import type { PayloadRequest } from 'payload'

import { SITE_PATHS } from '../contracts/site-paths'
import type { Contractor, Service } from '../payload-types'
import { requestToken } from '../request-page/request-token'
import {
  recipientOf,
  REFERRAL_EMAILS,
  type ReferralEmailContext,
  type ReferralEmailKind,
} from './referral-emails'
import { findReferralOfEmail } from './email-records'
import { sendEmail } from './send-email'
import type { SentTo } from './quote-email-job'

/** A contractor who has not answered a referral this long after it was sent is reminded (once). */
export const REMINDER_AFTER_HOURS = 24

/**
 * One email about a referral's progress, as its own job (queued in the change's transaction, retried alone): to the
 * homeowner when a contractor accepts or quotes, to the contractor when the homeowner withdraws, and the reminder
 * queued with the referral to run a day later, which goes out only if the contractor has still not answered.
 */
export const sendReferralEmail = async (
  req: PayloadRequest,
  input: { referralId: string; kind: ReferralEmailKind },
): Promise<SentTo> => {
  const { payload } = req
  const found = await findReferralOfEmail(req, input.referralId)
  if (!found) return { to: '' }
  const { referral, lead } = found
  if (input.kind === 'reminder' && (referral.status !== 'sent' || lead.withdrawnAt)) {
    // Answered (or withdrawn) within the day: no reminder.
    return { to: '' }
  }
  const origin = payload.config.serverURL
  const context: ReferralEmailContext = {
    referral,
    lead,
    service: lead.service as Service,
    contractor: referral.contractor as Contractor,
    requestPageUrl: `${origin}${SITE_PATHS.request(requestToken(lead.id, payload.secret))}`,
    portalUrl: `${origin}${SITE_PATHS.pro}`,
  }
  const to = recipientOf(input.kind, context)
  if (!to) {
    payload.logger.warn({ msg: 'No address for a referral email; not sent', referralId: referral.id })
    return { to: '' }
  }
  await sendEmail(req, to, REFERRAL_EMAILS[input.kind](context))
  if (input.kind === 'reminder') {
    await payload.update({
      collection: 'referrals',
      id: referral.id,
      data: { remindedAt: new Date().toISOString() },
      depth: 0,
      req,
    })
  }
  return { to }
}
