import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { EmailRecipient, LeadViewEmail } from '../../contracts/lead-view'
import { drizzleOf } from '../../database/transaction'
import { REFERRAL_EMAIL_RECIPIENTS } from '../referral-emails'
import { EMAIL_QUEUE, QUEUE_SCHEMA, type EmailJob } from './email-jobs'

/**
 * Which of the queue's jobs (in its table or its archive) are a lead's: those naming the lead, or one of its
 * referrals. Its conditions match the queue's own indexes on these fields (email-boss.ts). The lead's deletion
 * purges these, and the lead's page lists them: one condition for both.
 */
export const ofLeadSql = (leadId: string): ReturnType<typeof sql> => sql`name = ${EMAIL_QUEUE} AND (
  (data ? 'leadId' AND data->>'leadId' = ${leadId})
  OR (data ? 'referralId' AND data->>'referralId' = ANY(
    ARRAY(SELECT id::text FROM referrals WHERE lead_id = ${leadId}::uuid))))`

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
      return 'contractor'
    case 'dataDeleted':
      return 'homeowner'
  }
}

type JobRow = {
  id: string
  data: EmailJob
  state: string
  created_on: string
  start_after: string
  completed_on: string | null
}

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString()

/** The emails queued about a lead, sent or not, oldest first: what its page on the dashboard lists. */
export const readLeadEmails = async (req: PayloadRequest, leadId: string): Promise<LeadViewEmail[]> => {
  const columns = sql.raw('id::text, data, state::text, created_on, start_after, completed_on')
  const { rows } = await (
    await drizzleOf(req)
  ).execute(sql`
    SELECT ${columns} FROM ${sql.raw(`${QUEUE_SCHEMA}.job`)} WHERE ${ofLeadSql(leadId)}
    UNION ALL
    SELECT ${columns} FROM ${sql.raw(`${QUEUE_SCHEMA}.archive`)} WHERE ${ofLeadSql(leadId)}
    ORDER BY created_on, id`)
  return (rows as JobRow[]).map((row) => ({
    id: row.id,
    type: row.data.type,
    kind: 'kind' in row.data ? row.data.kind : null,
    recipient: recipientOf(row.data),
    state: row.state,
    queuedAt: iso(row.created_on) ?? '',
    dueAt: iso(row.start_after) ?? '',
    doneAt: iso(row.completed_on),
  }))
}
