import type { PayloadRequest } from 'payload'

import { SITE_PATHS } from '../contracts/site-paths'
import type { Service } from '../payload-types'
import { markIfNoAcceptance } from '../request-page/needs-attention'
import { rematchOffer } from '../request-page/rematch'
import { requestToken } from '../request-page/request-token'
import { HOMEOWNER_EMAILS, type HomeownerEmailKind } from './homeowner-emails'
import type { SentTo } from './quote-email-job'
import { findLeadOfEmail } from './email-records'
import { sendEmail } from './send-email'

/**
 * One email to the homeowner about their request as a whole: their withdrawal, their deletion request, or an offer
 * of other contractors. An offer is sent only while it still stands (no rematch since, not withdrawn); the one
 * that waits NO_ACCEPTANCE_HOURS checks first whether nobody accepted, and marks the lead when so.
 */
export const sendHomeownerEmail = async (
  req: PayloadRequest,
  input: { leadId: string; kind: HomeownerEmailKind; since?: string },
): Promise<SentTo> => {
  const { payload } = req
  const lead = await findLeadOfEmail(req, input.leadId)
  if (!lead) return { to: '' }
  const stillNeedsAttention =
    !lead.withdrawnAt &&
    Boolean(lead.needsAttentionSince) &&
    Date.parse(lead.needsAttentionSince ?? '') === Date.parse(input.since ?? '')
  if (input.kind === 'allDeclined' && !stillNeedsAttention) return { to: '' }
  if (input.kind === 'noAcceptance' && !(await markIfNoAcceptance(req, lead, input.since ?? lead.createdAt)))
    return { to: '' }
  const isOffer = input.kind === 'allDeclined' || input.kind === 'noAcceptance'
  const othersOnOffer = isOffer ? ((await rematchOffer(req, lead)) ?? 0) : 0
  // Nobody accepted, and nobody to offer (no room beside those still to answer, or no match left): staff see the
  // lead among those needing attention, and the contractors on it may still answer.
  if (input.kind === 'noAcceptance' && othersOnOffer === 0) return { to: '' }
  const requestPageUrl = `${payload.config.serverURL}${SITE_PATHS.request(requestToken(lead.id, payload.secret))}`
  await sendEmail(
    req,
    lead.email,
    HOMEOWNER_EMAILS[input.kind]({ lead, service: lead.service as Service, requestPageUrl, othersOnOffer }),
  )
  return { to: lead.email }
}
