import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeDeleteHook } from 'payload'

import { drizzleOf } from '../../../database/transaction'
import { EMAIL_QUEUE, QUEUE_SCHEMA } from '../../../email/queue/email-jobs'

/**
 * A deleted lead takes its email jobs with it, sent or not, in the deletion's transaction: their data names the
 * lead or one of its referrals, and a sent one keeps the address it went to (in the queue's table, then in its
 * archive). Runs before the referrals are deleted, while they still say which jobs are the lead's.
 */
export const purgeEmailJobs: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // One statement for both tables; its conditions match the queue's own indexes on these fields
  // (email/queue/email-boss.ts).
  const lead = String(id)
  const ofLead = sql`name = ${EMAIL_QUEUE} AND ((data ? 'leadId' AND data->>'leadId' = ${lead})
    OR (data ? 'referralId' AND data->>'referralId' = ANY(
      ARRAY(SELECT id::text FROM referrals WHERE lead_id = ${lead}::uuid))))`
  await (
    await drizzleOf(req)
  ).execute(sql`
    WITH queued AS (DELETE FROM ${sql.raw(`${QUEUE_SCHEMA}.job`)} WHERE ${ofLead})
    DELETE FROM ${sql.raw(`${QUEUE_SCHEMA}.archive`)} WHERE ${ofLead}`)
}
