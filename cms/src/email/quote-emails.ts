import { BUDGET_RANGE_LABELS, TIMEFRAME_LABELS } from '../contracts/lead-option-labels'
import { requestReference } from '../contracts/request-reference'
import type { Contractor, Lead, Service } from '../payload-types'

type Email = { subject: string; text: string }

/** An email's text: one line per part; a false or missing part (an optional line) is left out, '' is a blank line. */
export const lines = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((part) => typeof part === 'string').join('\n')

/**
 * The homeowner's confirmation: what they asked for, its reference (as the thank-you page showed it), what happens
 * next, and the private link to their request page.
 */
export const homeownerConfirmation = (
  lead: Lead,
  service: Service,
  contractors: Contractor[],
  requestPageUrl: string,
): Email => ({
  subject: `We received your request for ${service.name} quotes`,
  text: lines(
    `Hi ${lead.name},`,
    '',
    `Thank you for your request. We sent your ${service.name} project (ZIP ${lead.zipCode}) to:`,
    ...contractors.map((contractor) => `- ${contractor.name}`),
    '',
    `Your request reference: ${requestReference(lead.id)}`,
    '',
    'What happens next:',
    '- The contractors review your project details.',
    '- They reach out within 24-48 hours with their quotes.',
    '- Compare the bids and choose the pro that fits your project and budget.',
    '',
    'See who has answered, withdraw your request or ask us to delete your data on your private request page',
    '(keep this link to yourself):',
    requestPageUrl,
    '',
    'Find Trusted Pros',
  ),
})

/** A chosen contractor's notification, with everything they need to quote. */
export const contractorNotification = (lead: Lead, service: Service, contractor: Contractor): Email => ({
  subject: `New quote request: ${service.name} in ${lead.zipCode}`,
  text: lines(
    `Hello ${contractor.name},`,
    '',
    `A homeowner chose you to quote their ${service.name} project.`,
    '',
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone}`,
    `Preferred contact: ${lead.contactPref}`,
    `ZIP code: ${lead.zipCode}`,
    lead.budgetRange && `Budget: ${BUDGET_RANGE_LABELS[lead.budgetRange]}`,
    lead.timeframe && `Timeframe: ${TIMEFRAME_LABELS[lead.timeframe]}`,
    '',
    'Project description:',
    lead.description,
    '',
    'Please reach out within 24 hours.',
    'Find Trusted Pros',
  ),
})
