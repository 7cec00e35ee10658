import type { Contractor, Lead, Referral, Service } from '../payload-types'
import { lines } from './quote-emails'

type Email = { subject: string; text: string }

/** What a referral email needs: the referral with its lead, the lead's service and its contractor. */
export type ReferralEmailContext = {
  referral: Referral
  lead: Lead
  service: Service
  contractor: Contractor
  /** The homeowner's request page, or the contractor portal: absolute URLs. */
  requestPageUrl: string
  portalUrl: string
}

export const REFERRAL_EMAIL_KINDS = ['accepted', 'quoted', 'withdrawn', 'reminder'] as const
export type ReferralEmailKind = (typeof REFERRAL_EMAIL_KINDS)[number]

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`

/** To the homeowner: a contractor took their request and will reach out. */
const accepted = ({ lead, service, contractor, requestPageUrl }: ReferralEmailContext): Email => ({
  subject: `${contractor.name} accepted your ${service.name} request`,
  text: lines(
    `Hi ${lead.name},`,
    '',
    `${contractor.name} accepted your ${service.name} request and will contact you soon.`,
    '',
    'See where each contractor stands, or withdraw your request:',
    requestPageUrl,
    '',
    'Find Trusted Pros',
  ),
})

/** To the homeowner: a contractor sent a quote (its amount, when they gave one). */
const quoted = ({ referral, lead, service, contractor, requestPageUrl }: ReferralEmailContext): Email => ({
  subject: `${contractor.name} sent you a quote for ${service.name}`,
  text: lines(
    `Hi ${lead.name},`,
    '',
    `${contractor.name} sent you a quote for your ${service.name} project.`,
    referral.quoteAmount
      ? `Their quote: ${dollars(referral.quoteAmount)}.`
      : 'They will send you the details.',
    '',
    'See where each contractor stands:',
    requestPageUrl,
    '',
    'Find Trusted Pros',
  ),
})

/** To the contractor: the homeowner withdrew, so no contact details, and no more contact. */
const withdrawn = ({ lead, service, contractor, portalUrl }: ReferralEmailContext): Email => ({
  subject: `Request withdrawn: ${service.name} in ${lead.zipCode}`,
  text: lines(
    `Hello ${contractor.name},`,
    '',
    `The homeowner withdrew their ${service.name} request (ZIP ${lead.zipCode}).`,
    'Please do not contact them about it. Their contact details are no longer shown in your portal.',
    '',
    portalUrl,
    '',
    'Find Trusted Pros',
  ),
})

/** To the contractor: a day has passed without an answer. */
const reminder = ({ lead, service, contractor, portalUrl }: ReferralEmailContext): Email => ({
  subject: `Reminder: a homeowner is waiting for your answer (${service.name} in ${lead.zipCode})`,
  text: lines(
    `Hello ${contractor.name},`,
    '',
    `A homeowner chose you for their ${service.name} project (ZIP ${lead.zipCode}) a day ago and is waiting to hear`,
    'from you. Please accept or decline the request in your portal:',
    portalUrl,
    '',
    'Find Trusted Pros',
  ),
})

export const REFERRAL_EMAILS: Record<ReferralEmailKind, (context: ReferralEmailContext) => Email> = {
  accepted,
  quoted,
  withdrawn,
  reminder,
}

/** Who a referral email goes to: the homeowner for news of their request, the contractor's office otherwise. */
export const recipientOf = (kind: ReferralEmailKind, { lead, contractor }: ReferralEmailContext) =>
  kind === 'accepted' || kind === 'quoted' ? lead.email : contractor.contact?.email
