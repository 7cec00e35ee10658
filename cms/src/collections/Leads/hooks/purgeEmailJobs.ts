import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeDeleteHook } from 'payload'

import { drizzleOf } from '../../../database/transaction'

/**
 * A deleted lead takes its email jobs with it, sent or not, in the deletion's transaction: their input names the
 * lead or one of its referrals, and their logs keep the addresses they went to (the log rows go with their job).
 * Runs before the referrals are deleted, while they still say which jobs are the lead's.
 */
export const purgeEmailJobs: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await (
    await drizzleOf(req)
  ).execute(sql`
    DELETE FROM payload_jobs
    WHERE input->>'leadId' = ${String(id)}
      OR input->>'referralId' IN (SELECT id::text FROM referrals WHERE lead_id = ${id})`)
}
