import { US_STATES, type StateCode } from '../contracts/us-states'
import type { EmailContent } from './email-content'

/** The record a notice is about, as the contractor knows it. */
export type ExpiringCredential =
  | { kind: 'licence'; state: StateCode; number: string }
  | { kind: 'insurance'; carrier: string; policyNumber: string }

/** A day as the emails write it, e.g. "March 4, 2027" (the day of the record, whatever the server's time zone). */
const dayOf = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

const describe = (credential: ExpiringCredential): string =>
  credential.kind === 'licence'
    ? `${US_STATES[credential.state]} licence ${credential.number}`
    : `insurance policy ${credential.policyNumber} with ${credential.carrier}`

/**
 * To the contractor's leads address, ahead of an expiry: what expires and when, and what happens then, so the
 * renewed record reaches staff before the company stops being offered to homeowners.
 */
export const credentialExpiryNotice = ({
  company,
  credential,
  expiresOn,
  portalUrl,
}: {
  company: string
  credential: ExpiringCredential
  expiresOn: string
  portalUrl: string
}): EmailContent => ({
  subject: `Your ${credential.kind === 'licence' ? 'licence' : 'insurance'} on record expires on ${dayOf(expiresOn)}`,
  greeting: `Hello ${company},`,
  blocks: [
    {
      kind: 'paragraph',
      text: `The ${describe(credential)} we checked for ${company} expires on ${dayOf(expiresOn)}.`,
    },
    {
      kind: 'paragraph',
      text: 'Reply to this email with the renewed one before then. Homeowners are offered only contractors whose licence and insurance are current: from that day until we have checked the new one, your company is not offered for new requests.',
    },
    { kind: 'link', label: 'Open your portal', url: portalUrl },
  ],
})
