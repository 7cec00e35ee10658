import type { PayloadRequest } from 'payload'

import { SITE_PATHS } from '../contracts/site-paths'
import type { Contractor, Service } from '../payload-types'
import { requestToken } from '../request-page/request-token'
import { contractorNotification, homeownerConfirmation } from './quote-emails'
import { sendEmail } from './send-email'

/** Who an email went to ('' when there was nothing to send): kept with the completed job. */
export type SentTo = { to: string }

/**
 * One email about a lead, as its own job so each is retried alone: the homeowner's confirmation, or one
 * contractor's notification. Queued in the lead's transaction (database/queries/store-quote-request.ts), so an
 * accepted lead always gets its emails.
 */
export const sendQuoteEmail = async (
  req: PayloadRequest,
  input: { leadId: string; contractorId?: string },
): Promise<SentTo> => {
  const { payload } = req
  const lead = (
    await payload.find({
      collection: 'leads',
      where: { id: { equals: input.leadId } },
      depth: 1,
      limit: 1,
      req,
    })
  ).docs[0]
  if (!lead) {
    // Deleted before its email went out (spam, or an erasure request): nothing to send, nothing to retry.
    payload.logger.warn({ msg: 'Lead no longer exists; email not sent', leadId: input.leadId })
    return { to: '' }
  }
  const service = lead.service as Service
  const { docs: referrals } = await payload.find({
    collection: 'referrals',
    where: { lead: { equals: lead.id } },
    depth: 1,
    // Every one: a rematched request has more than the three first chosen.
    pagination: false,
    req,
  })
  const contractors = referrals.map((referral) => referral.contractor as Contractor)

  const origin = payload.config.serverURL
  if (!input.contractorId) {
    const requestPageUrl = `${origin}${SITE_PATHS.request(requestToken(lead.id, payload.secret))}`
    await sendEmail(req, lead.email, homeownerConfirmation(lead, service, contractors, requestPageUrl))
    return { to: lead.email }
  }
  const contractor = contractors.find((candidate) => candidate.id === input.contractorId)
  const to = contractor?.contact?.email
  if (!contractor || !to) {
    payload.logger.warn({
      msg: 'Contractor has no email address; notification not sent',
      contractorId: input.contractorId,
    })
    return { to: '' }
  }
  await sendEmail(req, to, contractorNotification(lead, service, contractor, `${origin}${SITE_PATHS.pro}`))
  return { to }
}
