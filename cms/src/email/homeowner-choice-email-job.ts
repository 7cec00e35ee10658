import type { PayloadRequest } from 'payload'

import { SITE_PATHS } from '../contracts/site-paths'
import type { Contractor, Service } from '../payload-types'
import { requestToken } from '../request-page/request-token'
import { HOMEOWNER_CHOICE_EMAILS, type HomeownerChoiceEmailKind } from './homeowner-choice-emails'
import type { SentTo } from './quote-email-job'
import { findReferralOfEmail } from './email-records'
import { sendEmail } from './send-email'

/**
 * One email the homeowner's choice makes: the "not chosen" notice to a contractor (queued with the hire or the "not
 * for me" that closed their referral), or the homeowner's request to confirm a contractor's own "won", which goes
 * out only while that "won" is still unconfirmed and the request open.
 */
export const sendHomeownerChoiceEmail = async (
  req: PayloadRequest,
  input: { referralId: string; kind: HomeownerChoiceEmailKind },
): Promise<SentTo> => {
  const { payload } = req
  const found = await findReferralOfEmail(req, input.referralId)
  if (!found) return { to: '' }
  const { referral, lead } = found
  // Still the contractor's word alone? A hire of someone else, the homeowner's own answer or a withdrawal since
  // has settled it: nothing to confirm.
  const unsettled = referral.status === 'won' && !referral.homeownerChoice && !lead.withdrawnAt
  if (input.kind === 'confirmHire' && !unsettled) return { to: '' }
  const contractor = referral.contractor as Contractor
  const to = input.kind === 'confirmHire' ? lead.email : contractor.contact?.email
  if (!to) {
    payload.logger.warn({ msg: 'No address for a homeowner choice email; not sent', referralId: referral.id })
    return { to: '' }
  }
  const origin = payload.config.serverURL
  await sendEmail(
    req,
    to,
    HOMEOWNER_CHOICE_EMAILS[input.kind]({
      referral,
      lead,
      service: lead.service as Service,
      contractor,
      requestPageUrl: `${origin}${SITE_PATHS.request(requestToken(lead.id, payload.secret))}`,
      portalUrl: `${origin}${SITE_PATHS.pro}`,
    }),
  )
  return { to }
}
