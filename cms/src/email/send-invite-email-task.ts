import type { TaskConfig } from 'payload'

import { INVITE_LINK_HOURS } from '../contracts/contractor-account'
import { SITE_PATHS } from '../contracts/site-paths'
import type { Contractor } from '../payload-types'
import { RETRIES } from './send-quote-email-task'

/**
 * A contractor's invitation: a set-password link for their new account. The link's token is made here, when the
 * email is sent (Payload's own reset token, valid INVITE_LINK_HOURS), so it is never stored in the job; a retried or
 * repeated invitation makes a new one, and only the newest link works.
 */
export const sendInviteEmailTask: TaskConfig<'sendInviteEmail'> = {
  slug: 'sendInviteEmail',
  inputSchema: [{ name: 'userId', type: 'text', required: true }],
  outputSchema: [{ name: 'to', type: 'text' }],
  retries: RETRIES,
  handler: async ({ input, req }) => {
    const { payload } = req
    const user = await payload.findByID({
      collection: 'users',
      id: input.userId,
      depth: 1,
      disableErrors: true,
      req,
    })
    if (!user || user.role !== 'contractor') {
      payload.logger.warn({
        msg: 'Invited account no longer exists; invitation not sent',
        userId: input.userId,
      })
      return { output: { to: '' } }
    }
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
      expiration: INVITE_LINK_HOURS * 60 * 60 * 1000,
      req,
    })
    const link = `${payload.config.serverURL}${SITE_PATHS.proSetPassword}?token=${encodeURIComponent(token)}`
    const company = (user.contractor as Contractor | null | undefined)?.name
    await payload.sendEmail({
      to: user.email,
      subject: 'Your Find Trusted Pros contractor account',
      text: [
        `Hello${user.name ? ` ${user.name}` : ''},`,
        '',
        `You have been invited to answer quote requests${company ? ` for ${company}` : ''} on Find Trusted Pros.`,
        `Set your password within ${INVITE_LINK_HOURS} hours here:`,
        link,
        '',
        `Then sign in at ${payload.config.serverURL}${SITE_PATHS.pro} to accept or decline the homeowners' requests.`,
        '',
        'Find Trusted Pros',
      ].join('\n'),
    })
    return { output: { to: user.email } }
  },
}
