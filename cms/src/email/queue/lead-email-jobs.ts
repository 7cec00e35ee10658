import type { PayloadRequest } from 'payload'

import type { EmailRecipient, LeadViewEmail } from '../../contracts/lead-view'
import { selectLeadEmailJobs } from '../../database/queries/lead-email-jobs'
import { REFERRAL_EMAIL_RECIPIENTS } from '../referral-emails'
import type { EmailJob } from './email-jobs'

/** Who a job's email goes to, from what the job names. */
const recipientOf = (job: EmailJob): EmailRecipient => {
  switch (job.type) {
    case 'quote':
      return job.contractorId ? 'contractor' : 'homeowner'
    case 'referral':
      return REFERRAL_EMAIL_RECIPIENTS[job.kind]
    case 'homeownerChoice':
      return job.kind === 'confirmHire' ? 'homeowner' : 'contractor'
    case 'homeowner':
      return 'homeowner'
    case 'staffNotice':
      return 'staff'
    case 'invite':
    case 'leadAddressChanged':
    case 'credentialExpiry':
      return 'contractor'
    case 'dataDeleted':
    case 'review':
      return 'homeowner'
  }
}

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString()

/** The emails queued about a lead, sent or not, oldest first: what its page on the dashboard lists. */
export const readLeadEmails = async (req: PayloadRequest, leadId: string): Promise<LeadViewEmail[]> =>
  (await selectLeadEmailJobs(req, leadId)).map((row) => ({
    id: row.id,
    type: row.data.type,
    kind: 'kind' in row.data ? row.data.kind : null,
    recipient: recipientOf(row.data),
    state: row.state,
    queuedAt: iso(row.createdOn) ?? '',
    dueAt: iso(row.startAfter) ?? '',
    doneAt: iso(row.completedOn),
  }))
