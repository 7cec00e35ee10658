import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { drizzleOf } from '../../database/transaction'
import { emailJobKey, insertEmailJobsSql, type EmailJob } from './email-jobs'

/**
 * Queues emails in `req`'s transaction (when it has one): they are sent once the change that asked for them
 * commits, and never when it rolls back. With `startAfter`, none is sent before then (a reminder, a delayed check).
 */
export const queueEmails = async (
  req: PayloadRequest,
  jobs: EmailJob[],
  { startAfter }: { startAfter?: Date } = {},
): Promise<void> => {
  if (jobs.length === 0) return
  const rows = JSON.stringify(jobs.map((job) => ({ key: emailJobKey(job), data: job })))
  // The time and the rows are parameters; the statement around them is ours alone.
  const [before = '', between = '', after = ''] = insertEmailJobsSql(
    'SELECT key, data, START::timestamptz FROM jsonb_to_recordset(ROWS::jsonb) AS row(key text, data jsonb)',
  ).split(/START|ROWS/)
  await (
    await drizzleOf(req)
  ).execute(
    sql`${sql.raw(before)}${startAfter?.toISOString() ?? null}${sql.raw(between)}${rows}${sql.raw(after)}`,
  )
}
