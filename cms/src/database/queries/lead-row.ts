import { eq, sql } from '@payloadcms/db-postgres/drizzle'

import type { LeadStatus } from '../../contracts/lead-options'
import type { Database } from '../transaction'
import { leads } from '../schema'

/** What the lead's own actions decide on, read from its row. */
export type LockedLead = {
  email: string
  status: LeadStatus
  withdrawnAt: string | null
  deletionRequestedAt: string | null
  statusOverrideAt: string | null
}

/**
 * The lead's row, locked until the transaction ends (null when there is no such lead): of two changes to one lead
 * at once, the second waits for the first and then reads what it left.
 */
export const lockLead = async (db: Database, id: string): Promise<LockedLead | null> => {
  const [row] = await db
    .select({
      email: leads.email,
      status: leads.status,
      withdrawnAt: leads.withdrawnAt,
      deletionRequestedAt: leads.deletionRequestedAt,
      statusOverrideAt: leads.statusOverride_at,
    })
    .from(leads)
    .where(eq(leads.id, id))
    .for('update')
  return row ?? null
}

/**
 * Writes the status the rule gives straight to the lead's row: the rule's result is no edit of the lead, so it
 * goes around the collection's hooks and validation.
 */
export const writeLeadStatus = async (db: Database, id: string, status: LeadStatus): Promise<void> => {
  await db
    .update(leads)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(leads.id, id))
}
