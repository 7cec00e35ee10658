import type { EmailContent } from './email-content'

/** Why a lead asks for the team: its homeowner asked for their data to be deleted, or nobody is working it. */
export const STAFF_NOTICE_REASONS = ['deletion-requested', 'needs-attention'] as const
export type StaffNoticeReason = (typeof STAFF_NOTICE_REASONS)[number]

/**
 * To the team's address: a lead waits for someone on the dashboard. It names the service and ZIP code only; the
 * homeowner's details stay behind the dashboard's sign-in.
 */
export const staffNotice = ({
  reason,
  service,
  zipCode,
  leadUrl,
}: {
  reason: StaffNoticeReason
  service: string
  zipCode: string
  leadUrl: string
}): EmailContent =>
  reason === 'deletion-requested'
    ? {
        subject: `Deletion requested: ${service} in ${zipCode}`,
        greeting: 'Hello team,',
        blocks: [
          {
            kind: 'paragraph',
            text: `A homeowner asked for their data to be deleted (their ${service} request, ZIP ${zipCode}). Please carry out the request from the lead's page.`,
          },
          { kind: 'link', label: 'Open the lead', url: leadUrl },
        ],
      }
    : {
        subject: `Needs attention: ${service} in ${zipCode}`,
        greeting: 'Hello team,',
        blocks: [
          {
            kind: 'paragraph',
            text: `No contractor is working a ${service} request (ZIP ${zipCode}): every chosen contractor declined, or none accepted in time.`,
          },
          { kind: 'link', label: 'Open the lead', url: leadUrl },
        ],
      }
