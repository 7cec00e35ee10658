import type { TaskConfig } from 'payload'

import { INVITE_LINK_HOURS } from '../contracts/contractor-account'
import { SITE_PATHS } from '../contracts/site-paths'
import type { Contractor } from '../payload-types'
import { contractorInvitation, leadAddressChanged } from './account-emails'
import { sendEmail } from './send-email'
import { RETRIES } from './send-quote-email-task'

export const ACCOUNT_EMAIL_KINDS = ['invite', 'leadAddressChanged'] as const

/**
 * Emails about a contractor's account rather than a lead. `invite` (userId): a set-password link for their new
 * account; the link's token is made here, when the email is sent (Payload's own reset token, valid
 * INVITE_LINK_HOURS), so it is never stored in the job; a retried or repeated invitation makes a new one, and only
 * the newest link works. `leadAddressChanged` (contractorId, previousEmail, newEmail): the notice to the address that
 * received the company's leads until it was changed. Both kinds share this task because Payload keeps the task
 * slugs in a database enum, so another task would be a schema change.
 */
export const sendInviteEmailTask: TaskConfig<'sendInviteEmail'> = {
  slug: 'sendInviteEmail',
  inputSchema: [
    {
      name: 'kind',
      type: 'select',
      options: ACCOUNT_EMAIL_KINDS.map((kind) => ({ label: kind, value: kind })),
      admin: { description: 'Empty for an invitation (queued before there were other kinds)' },
    },
    { name: 'userId', type: 'text' },
    { name: 'contractorId', type: 'text' },
    { name: 'previousEmail', type: 'text' },
    { name: 'newEmail', type: 'text' },
  ],
  outputSchema: [{ name: 'to', type: 'text' }],
  retries: RETRIES,
  handler: async ({ input, req }) => {
    const { payload } = req
    const origin = payload.config.serverURL
    if (input.kind === 'leadAddressChanged') {
      const contractor = input.contractorId
        ? await payload.findByID({
            collection: 'contractors',
            id: input.contractorId,
            depth: 0,
            disableErrors: true,
            req,
          })
        : null
      if (!contractor || !input.previousEmail) {
        payload.logger.warn({
          msg: 'Contractor no longer exists; lead address notice not sent',
          contractorId: input.contractorId,
        })
        return { output: { to: '' } }
      }
      await sendEmail(
        req,
        input.previousEmail,
        leadAddressChanged({
          company: contractor.name,
          previousEmail: input.previousEmail,
          newEmail: input.newEmail,
        }),
      )
      return { output: { to: input.previousEmail } }
    }

    const user = input.userId
      ? await payload.findByID({ collection: 'users', id: input.userId, depth: 1, disableErrors: true, req })
      : null
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
    await sendEmail(
      req,
      user.email,
      contractorInvitation({
        name: user.name,
        company: (user.contractor as Contractor | null | undefined)?.name,
        setPasswordUrl: `${origin}${SITE_PATHS.proSetPassword}?token=${encodeURIComponent(token)}`,
        portalUrl: `${origin}${SITE_PATHS.pro}`,
      }),
    )
    return { output: { to: user.email } }
  },
}
