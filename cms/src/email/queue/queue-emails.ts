import { sql } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { insertEmailJobs } from '../../database/queries/insert-email-jobs'
import { drizzleOf } from '../../database/transaction'
import { emailJobKey, type EmailJob } from './email-jobs'

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
  await (
    await drizzleOf(req)
  ).execute(
    insertEmailJobs(
      sql`SELECT key, data, ${startAfter?.toISOString() ?? null}::timestamptz
        FROM jsonb_to_recordset(${rows}::jsonb) AS row(key text, data jsonb)`,
    ),
  )
}
