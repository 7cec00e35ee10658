import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { EMAIL_QUEUE, type EmailJob } from '../../email/queue/email-jobs'
import { referrals } from '../schema'
import { drizzleOf } from '../transaction'
import { archive, job } from './pg-boss-tables'

/**
 * Which of the queue's jobs in `table` (its table or its archive) are a lead's: those naming the lead, or one of
 * its referrals. The conditions match our indexes on these fields (email-boss.ts), so neither reads a whole table.
 * The lead's deletion purges these and the lead's page lists them: one condition for both.
 */
const ofLead = (
  table: typeof job | typeof archive,
  leadId: string,
): SQL => sql`${table.name} = ${EMAIL_QUEUE} AND (
  (${table.data} ? 'leadId' AND ${table.data}->>'leadId' = ${leadId})
  OR (${table.data} ? 'referralId' AND ${table.data}->>'referralId' = ANY(
    ARRAY(SELECT ${referrals.id}::text FROM ${referrals} WHERE ${referrals.lead} = ${leadId}::uuid))))`

/**
 * Deletes a lead's email jobs, sent or not, from the queue's table and its archive, in `req`'s transaction: a sent
 * one keeps the address it went to. Run it while the lead's referrals still exist, since they say which jobs are its.
 */
export const deleteLeadEmailJobs = async (req: PayloadRequest, leadId: string): Promise<void> => {
  // One statement for both tables.
  await (
    await drizzleOf(req)
  ).execute(sql`
    WITH queued AS (DELETE FROM ${job} WHERE ${ofLead(job, leadId)})
    DELETE FROM ${archive} WHERE ${ofLead(archive, leadId)}`)
}

export type LeadEmailJobRow = {
  id: string
  data: EmailJob
  state: (typeof job.$inferSelect)['state']
  createdOn: string | Date
  startAfter: string | Date
  completedOn: string | Date | null
}

const columnsOf = (table: typeof job | typeof archive): SQL =>
  sql`${table.id}::text AS id, ${table.data} AS data, ${table.state}::text AS state, ${table.createdOn} AS "createdOn",
    ${table.startAfter} AS "startAfter", ${table.completedOn} AS "completedOn"`

/** A lead's email jobs, sent or not, oldest first. */
export const selectLeadEmailJobs = async (
  req: PayloadRequest,
  leadId: string,
): Promise<LeadEmailJobRow[]> => {
  const { rows } = await (
    await drizzleOf(req)
  ).execute(sql`
    SELECT ${columnsOf(job)} FROM ${job} WHERE ${ofLead(job, leadId)}
    UNION ALL
    SELECT ${columnsOf(archive)} FROM ${archive} WHERE ${ofLead(archive, leadId)}
    ORDER BY "createdOn", id`)
  return rows as LeadEmailJobRow[]
}
