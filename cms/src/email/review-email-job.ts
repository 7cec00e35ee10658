import type { PayloadRequest } from 'payload'

import { hireEvidenceOf, reviewAnchorOf } from '../contracts/review-request'
import { SITE_PATHS } from '../contracts/site-paths'
import type { Contractor, Service } from '../payload-types'
import { requestToken } from '../request-page/request-token'
import { findReferralOfEmail } from './email-records'
import type { SentTo } from './quote-email-job'
import { REVIEW_EMAILS, type ReviewEmailKind } from './review-emails'
import { sendEmail } from './send-email'

/**
 * The homeowner's invitation to review a contractor they hired, or its one reminder a week later (both queued when
 * the referral became a hire, collections/Referrals/hooks/inviteReview.ts). Each goes out only while there is a
 * hire to review and no review of it yet, never to a homeowner who asked for their data to be deleted; a reminder
 * only after its invitation went. The referral keeps when each was sent.
 */
export const sendReviewEmail = async (
  req: PayloadRequest,
  input: { referralId: string; kind: ReviewEmailKind },
): Promise<SentTo> => {
  const { payload } = req
  const found = await findReferralOfEmail(req, input.referralId)
  if (!found) return { to: '' }
  const { referral, lead } = found
  const hireEvidence = hireEvidenceOf(referral)
  if (!hireEvidence || lead.deletionRequestedAt) return { to: '' }
  if (input.kind === 'reminder' && (!referral.reviewInvitedAt || referral.reviewRemindedAt)) return { to: '' }
  const { totalDocs: reviewed } = await payload.count({
    collection: 'reviews',
    where: { referral: { equals: referral.id } },
    req,
  })
  if (reviewed > 0) return { to: '' }
  const origin = payload.config.serverURL
  const requestPageUrl = `${origin}${SITE_PATHS.request(requestToken(lead.id, payload.secret))}`
  await sendEmail(
    req,
    lead.email,
    REVIEW_EMAILS[input.kind]({
      referral,
      lead,
      service: lead.service as Service,
      contractor: referral.contractor as Contractor,
      requestPageUrl,
      portalUrl: `${origin}${SITE_PATHS.pro}`,
      hireEvidence,
      reviewFormUrl: `${requestPageUrl}#${reviewAnchorOf(referral.id)}`,
      reviewPolicyUrl: `${origin}${SITE_PATHS.reviewPolicy}`,
    }),
  )
  const at = new Date().toISOString()
  await payload.update({
    collection: 'referrals',
    id: referral.id,
    data: input.kind === 'invitation' ? { reviewInvitedAt: at } : { reviewRemindedAt: at },
    depth: 0,
    req,
  })
  return { to: lead.email }
}
