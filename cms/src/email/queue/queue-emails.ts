import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { drizzleOf } from '../../database/transaction'
import { emailJobKey, insertEmailJobsSql, type EmailJob } from './email-jobs'

/**
 * Queues emails in `req`'s transaction (when it has one): they are sent once the change that asked for them
 * commits, and never when it rolls back.
 */
export const queueEmails = async (req: PayloadRequest, jobs: EmailJob[]): Promise<void> => {
  if (jobs.length === 0) return
  const rows = JSON.stringify(jobs.map((job) => ({ key: emailJobKey(job), data: job })))
  // The rows are one parameter; the statement around it is ours alone.
  const [before = '', after = ''] = insertEmailJobsSql(
    'SELECT key, data, NULL::timestamptz FROM jsonb_to_recordset(ROWS::jsonb) AS row(key text, data jsonb)',
  ).split('ROWS')
  await (await drizzleOf(req)).execute(sql`${sql.raw(before)}${rows}${sql.raw(after)}`)
}
