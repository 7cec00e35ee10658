import type { TaskConfig } from 'payload'

import { SITE_PATHS } from '../contracts/site-paths'
import type { Contractor, Service } from '../payload-types'
import { requestToken } from '../request-page/request-token'
import { contractorNotification, homeownerConfirmation } from './quote-emails'
import { sendEmail } from './send-email'

export const EMAIL_QUEUE = 'emails'

/**
 * The first retry's wait; each later one waits twice as long. Configurable so the tests can see a retry succeed at
 * once instead of waiting out the backoff (they set 0).
 */
const RETRY_DELAY_MS = Number(process.env.EMAIL_RETRY_DELAY_MS ?? 2000)

/** Every email job's retries: eight attempts, backing off from RETRY_DELAY_MS. */
export const RETRIES = { attempts: 8, backoff: { type: 'exponential', delay: RETRY_DELAY_MS } } as const

/**
 * One email about a lead, as its own job so each is retried alone: the homeowner's confirmation, or one
 * contractor's notification. Queued in the lead's transaction, so an accepted lead always gets its emails.
 */
export const sendQuoteEmailTask: TaskConfig<'sendQuoteEmail'> = {
  slug: 'sendQuoteEmail',
  inputSchema: [
    { name: 'leadId', type: 'text', required: true },
    { name: 'contractorId', type: 'text', admin: { description: 'Empty for the homeowner confirmation' } },
  ],
  outputSchema: [{ name: 'to', type: 'text' }],
  retries: RETRIES,
  handler: async ({ input, req }) => {
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
      return { output: { to: '' } }
    }
    const service = lead.service as Service
    const { docs: referrals } = await payload.find({
      collection: 'referrals',
      where: { lead: { equals: lead.id } },
      depth: 1,
      limit: 10,
      req,
    })
    const contractors = referrals.map((referral) => referral.contractor as Contractor)

    const origin = payload.config.serverURL
    if (!input.contractorId) {
      const requestPageUrl = `${origin}${SITE_PATHS.request(requestToken(lead.id, payload.secret))}`
      await sendEmail(req, lead.email, homeownerConfirmation(lead, service, contractors, requestPageUrl))
      return { output: { to: lead.email } }
    }
    const contractor = contractors.find((candidate) => candidate.id === input.contractorId)
    const to = contractor?.contact?.email
    if (!contractor || !to) {
      payload.logger.warn({
        msg: 'Contractor has no email address; notification not sent',
        contractorId: input.contractorId,
      })
      return { output: { to: '' } }
    }
    await sendEmail(req, to, contractorNotification(lead, service, contractor, `${origin}${SITE_PATHS.pro}`))
    return { output: { to } }
  },
}
