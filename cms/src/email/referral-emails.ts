import { DECLINE_CATEGORY_LABELS } from '../contracts/lead-option-labels'
import type { Contractor, Lead, Referral, Service } from '../payload-types'
import type { EmailContent } from './email-content'

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

export const REFERRAL_EMAIL_KINDS = ['accepted', 'declined', 'quoted', 'withdrawn', 'reminder'] as const
export type ReferralEmailKind = (typeof REFERRAL_EMAIL_KINDS)[number]

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`

/** To the homeowner: a contractor took their request and will reach out. */
const accepted = ({ service, contractor, requestPageUrl }: ReferralEmailContext): EmailContent => ({
  subject: `${contractor.name} accepted your ${service.name} request`,
  greeting: 'Hello,',
  blocks: [
    {
      kind: 'paragraph',
      text: `${contractor.name} accepted your ${service.name} request and will contact you soon.`,
    },
    {
      kind: 'link',
      label: 'See where each contractor stands, or withdraw your request',
      url: requestPageUrl,
    },
  ],
})

/**
 * To the homeowner: a contractor cannot take their request, with the reason's category (never the contractor's own
 * words, which are written for the marketplace).
 */
const declined = ({ referral, service, contractor, requestPageUrl }: ReferralEmailContext): EmailContent => ({
  subject: `${contractor.name} cannot take your ${service.name} request`,
  greeting: 'Hello,',
  blocks: [
    {
      kind: 'paragraph',
      text: `${contractor.name} declined your ${service.name} request. Their reason: ${
        DECLINE_CATEGORY_LABELS[referral.declineCategory ?? 'other']
      }.`,
    },
    {
      kind: 'paragraph',
      text: 'If none of the contractors you chose can take it, we will offer you other matching contractors.',
    },
    { kind: 'link', label: 'See where each contractor stands', url: requestPageUrl },
  ],
})

/** To the homeowner: a contractor sent a quote (its amount and their message, when they gave them). */
const quoted = ({ referral, service, contractor, requestPageUrl }: ReferralEmailContext): EmailContent => ({
  subject: `${contractor.name} sent you a quote for ${service.name}`,
  greeting: 'Hello,',
  blocks: [
    {
      kind: 'paragraph',
      text: `${contractor.name} sent you a quote for your ${service.name} project. ${
        referral.quoteAmount
          ? `Their quote: ${dollars(referral.quoteAmount)}.`
          : 'They will send you the details.'
      }`,
    },
    ...(referral.quoteMessage
      ? [{ kind: 'quote' as const, label: `${contractor.name} wrote`, text: referral.quoteMessage }]
      : []),
    { kind: 'link', label: 'See the quote, and hire them or say no thanks', url: requestPageUrl },
  ],
})

/**
 * To the contractor: the homeowner withdrew. Whether or not the contractor had accepted (and so seen the contact
 * details), the portal keeps the request, marked withdrawn, without them.
 */
const withdrawn = ({ lead, service, contractor, portalUrl }: ReferralEmailContext): EmailContent => ({
  subject: `Request withdrawn: ${service.name} in ${lead.zipCode}`,
  greeting: `Hello ${contractor.name},`,
  blocks: [
    {
      kind: 'paragraph',
      text: `The homeowner withdrew their ${service.name} request (ZIP ${lead.zipCode}). Please do not contact them about it.`,
    },
    {
      kind: 'paragraph',
      text: "Your portal keeps the request, marked withdrawn, without the homeowner's contact details.",
    },
    { kind: 'link', label: 'Open your portal', url: portalUrl },
  ],
})

/** To the contractor: a day has passed without an answer. Like the first notification, no contact details. */
const reminder = ({ lead, service, contractor, portalUrl }: ReferralEmailContext): EmailContent => ({
  subject: `Reminder: a homeowner is waiting for your answer (${service.name} in ${lead.zipCode})`,
  greeting: `Hello ${contractor.name},`,
  blocks: [
    {
      kind: 'paragraph',
      text: `A homeowner chose you for their ${service.name} project (ZIP ${lead.zipCode}) a day ago and is waiting to hear from you.`,
    },
    {
      kind: 'paragraph',
      text: "Please accept or decline the request in your portal. Once you accept, it shows the homeowner's name, email and phone.",
    },
    { kind: 'link', label: 'Answer the request in your portal', url: portalUrl },
  ],
})

export const REFERRAL_EMAILS: Record<ReferralEmailKind, (context: ReferralEmailContext) => EmailContent> = {
  accepted,
  declined,
  quoted,
  withdrawn,
  reminder,
}

/** Who each referral email is for: the homeowner for news of their request, the contractor's office otherwise. */
export const REFERRAL_EMAIL_RECIPIENTS: Record<ReferralEmailKind, 'homeowner' | 'contractor'> = {
  accepted: 'homeowner',
  declined: 'homeowner',
  quoted: 'homeowner',
  withdrawn: 'contractor',
  reminder: 'contractor',
}

/** The address a referral email goes to. */
export const recipientOf = (kind: ReferralEmailKind, { lead, contractor }: ReferralEmailContext) =>
  REFERRAL_EMAIL_RECIPIENTS[kind] === 'homeowner' ? lead.email : contractor.contact?.email
