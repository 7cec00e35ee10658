import { INVITE_LINK_HOURS } from '../contracts/contractor-account'
import type { EmailContent } from './email-content'

/** What an invitation sent again says, so nobody types a password twice into the link it replaced. */
export const REPLACED_LINK_NOTICE =
  'This invitation replaces the one we sent you before: its link no longer works, so use the link below.'

/**
 * A contractor's invitation: the link that sets their password, then where they answer requests. Sent again, it
 * says the earlier link stopped working.
 */
export const contractorInvitation = ({
  name,
  company,
  setPasswordUrl,
  portalUrl,
  replacesEarlierLink,
}: {
  name: string | null | undefined
  company: string | undefined
  setPasswordUrl: string
  portalUrl: string
  replacesEarlierLink: boolean
}): EmailContent => ({
  subject: 'Your Find Trusted Pros contractor account',
  greeting: `Hello${name ? ` ${name}` : ''},`,
  blocks: [
    {
      kind: 'paragraph',
      text: `You have been invited to answer quote requests${company ? ` for ${company}` : ''} on Find Trusted Pros.`,
    },
    ...(replacesEarlierLink ? [{ kind: 'paragraph' as const, text: REPLACED_LINK_NOTICE }] : []),
    { kind: 'link', label: `Set your password within ${INVITE_LINK_HOURS} hours`, url: setPasswordUrl },
    {
      kind: 'link',
      label: "Then sign in to your portal to accept or decline the homeowners' requests",
      url: portalUrl,
    },
  ],
})

/**
 * To the address that received a contractor's quote requests until our team changed it: so a change the company
 * did not ask for (an account misused to divert leads) is seen by the people it takes them from.
 */
export const leadAddressChanged = ({
  company,
  previousEmail,
  newEmail,
}: {
  company: string
  previousEmail: string
  newEmail: string | null | undefined
}): EmailContent => ({
  subject: `The address for ${company}'s quote requests has changed`,
  greeting: `Hello ${company},`,
  blocks: [
    {
      kind: 'paragraph',
      text: newEmail
        ? `Our team changed the address that receives ${company}'s quote requests on Find Trusted Pros from ${previousEmail} to ${newEmail}.`
        : `Our team removed ${previousEmail} as the address that receives ${company}'s quote requests on Find Trusted Pros.`,
    },
    {
      kind: 'paragraph',
      text: 'If your company did not ask for this change, reply to this email and we will look into it.',
    },
  ],
})

/**
 * A set-password link asked for by email address (forgot password): an unused invitation's link is sent again, so
 * the hours are those the link has left.
 */
export const setPasswordLink = ({ url, hours }: { url: string; hours: number }): EmailContent => ({
  subject: 'Set a new password for Find Trusted Pros',
  greeting: 'Hello,',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Someone asked for a link to set a new password for your Find Trusted Pros account.',
    },
    { kind: 'link', label: `Set it within ${hours} hour${hours === 1 ? '' : 's'}`, url },
    { kind: 'paragraph', text: 'If that was not you, ignore this email: your password stays as it is.' },
  ],
})
