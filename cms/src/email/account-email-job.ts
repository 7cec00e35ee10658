import type { PayloadRequest } from 'payload'

import { INVITE_LINK_HOURS } from '../contracts/contractor-account'
import { SITE_PATHS } from '../contracts/site-paths'
import type { Contractor } from '../payload-types'
import { contractorInvitation, leadAddressChanged } from './account-emails'
import { sendEmail } from './send-email'
import type { SentTo } from './quote-email-job'

/**
 * A contractor's invitation: a set-password link for their new account. The link's token is made here, when the
 * email is sent (Payload's own reset token, valid INVITE_LINK_HOURS), so it is never stored in the job; a retried
 * or repeated invitation makes a new one, and only the newest link works: the newest says so.
 */
export const sendInvite = async (req: PayloadRequest, input: { userId: string }): Promise<SentTo> => {
  const { payload } = req
  const origin = payload.config.serverURL
  const user = await payload.findByID({
    collection: 'users',
    id: input.userId,
    depth: 1,
    disableErrors: true,
    // The link still stored, if any, is the one this invitation replaces.
    showHiddenFields: true,
    req,
  })
  if (!user || user.role !== 'contractor') {
    payload.logger.warn({
      msg: 'Invited account no longer exists; invitation not sent',
      userId: input.userId,
    })
    return { to: '' }
  }
  const replacesEarlierLink = Boolean(user.resetPasswordToken)
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
      replacesEarlierLink,
    }),
  )
  return { to: user.email }
}

/** The notice to the address that received the company's leads until it was changed (hooks/confirmLeadAddressChange.ts). */
export const sendLeadAddressNotice = async (
  req: PayloadRequest,
  input: { contractorId: string; previousEmail: string; newEmail: string | null },
): Promise<SentTo> => {
  const { payload } = req
  const contractor = await payload.findByID({
    collection: 'contractors',
    id: input.contractorId,
    depth: 0,
    disableErrors: true,
    req,
  })
  if (!contractor) {
    payload.logger.warn({
      msg: 'Contractor no longer exists; lead address notice not sent',
      contractorId: input.contractorId,
    })
    return { to: '' }
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
  return { to: input.previousEmail }
}
