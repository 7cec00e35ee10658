import {
  BUDGET_RANGE_LABELS,
  CONTACT_PREFERENCE_LABELS,
  TIMEFRAME_LABELS,
} from '../contracts/lead-option-labels'
import { requestReference } from '../contracts/request-reference'
import { areaOfZip, cityLabel } from '../matching/zip-area'
import type { Contractor, Lead, Service } from '../payload-types'
import type { EmailContent } from './email-content'

/**
 * The homeowner's confirmation: what they asked for, its reference (as the thank-you page showed it), what happens
 * next, and the private link to their request page. It quotes nothing the visitor typed: whoever fills in the form
 * chooses the address it goes to.
 */
export const homeownerConfirmation = (
  lead: Lead,
  service: Service,
  contractors: Contractor[],
  requestPageUrl: string,
): EmailContent => ({
  subject: `We received your request for ${service.name} quotes`,
  greeting: 'Hello,',
  blocks: [
    {
      kind: 'paragraph',
      text: `Thank you for your request. We sent your ${service.name} project (ZIP ${lead.zipCode}) to:`,
    },
    { kind: 'list', items: contractors.map((contractor) => contractor.name) },
    { kind: 'paragraph', text: `Your request reference: ${requestReference(lead.id)}` },
    { kind: 'paragraph', text: 'What happens next:' },
    {
      kind: 'list',
      items: [
        'The contractors review your project details.',
        'They reach out within 24-48 hours with their quotes.',
        'Compare the bids and choose the pro that fits your project and budget.',
      ],
    },
    {
      kind: 'link',
      label:
        'See who has answered, withdraw your request or ask us to delete your data on your private request page (keep this link to yourself)',
      url: requestPageUrl,
    },
  ],
})

/** Where the project is, as the portal shows it before the contractor accepts: the ZIP code and its city. */
const zipArea = (zipCode: string) => {
  const area = areaOfZip(zipCode)
  return area ? `${zipCode} (${cityLabel(area)})` : zipCode
}

/**
 * A chosen contractor's notification: what the project is, and the portal where they accept or decline it. The
 * homeowner's name, email and phone are not in it: the portal shows them once the contractor accepts, and hides
 * them again if the homeowner withdraws, which an email could not.
 */
export const contractorNotification = (
  lead: Lead,
  service: Service,
  contractor: Contractor,
  portalUrl: string,
): EmailContent => ({
  subject: `New quote request: ${service.name} in ${lead.zipCode}`,
  greeting: `Hello ${contractor.name},`,
  blocks: [
    { kind: 'paragraph', text: `A homeowner chose you to quote their ${service.name} project.` },
    {
      kind: 'facts',
      rows: [
        { label: 'Service', value: service.name },
        { label: 'ZIP code', value: zipArea(lead.zipCode) },
        ...(lead.budgetRange ? [{ label: 'Budget', value: BUDGET_RANGE_LABELS[lead.budgetRange] }] : []),
        ...(lead.timeframe ? [{ label: 'Timeframe', value: TIMEFRAME_LABELS[lead.timeframe] }] : []),
        { label: 'Preferred contact', value: CONTACT_PREFERENCE_LABELS[lead.contactPref] },
      ],
    },
    { kind: 'quote', label: 'Project description', text: lead.description },
    {
      kind: 'paragraph',
      text: "Please accept or decline it within 24 hours. Once you accept, your portal shows the homeowner's name, email and phone.",
    },
    { kind: 'link', label: 'Answer the request in your portal', url: portalUrl },
  ],
})
