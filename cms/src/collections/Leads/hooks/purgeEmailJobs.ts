import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeDeleteHook } from 'payload'

import { drizzleOf } from '../../../database/transaction'
import { QUEUE_SCHEMA } from '../../../email/queue/email-jobs'
import { ofLeadSql } from '../../../email/queue/lead-email-jobs'

/**
 * A deleted lead takes its email jobs with it, sent or not, in the deletion's transaction: their data names the
 * lead or one of its referrals, and a sent one keeps the address it went to (in the queue's table, then in its
 * archive). Runs before the referrals are deleted, while they still say which jobs are the lead's.
 */
export const purgeEmailJobs: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // One statement for both tables.
  const ofLead = ofLeadSql(String(id))
  await (
    await drizzleOf(req)
  ).execute(sql`
    WITH queued AS (DELETE FROM ${sql.raw(`${QUEUE_SCHEMA}.job`)} WHERE ${ofLead})
    DELETE FROM ${sql.raw(`${QUEUE_SCHEMA}.archive`)} WHERE ${ofLead}`)
}
