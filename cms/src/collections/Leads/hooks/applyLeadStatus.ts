import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { LeadStatus } from '../../../contracts/lead-options'
import { leadStatusOf } from '../../../contracts/lead-status'
import { drizzleOf } from '../../../database/transaction'

type LeadRow = { status: LeadStatus; withdrawn_at: string | null; status_override_at: string | null }

/**
 * Sets the lead's status by the rule (contracts/lead-status.ts) from its referrals as they are in `req`'s
 * transaction, unless staff set it by hand (statusOverride.at). The lead's row is locked first, so of two changes
 * to one lead's referrals at once, the later reads the earlier's result and the status is never left a step behind.
 * Written straight to the row: the rule's result is no edit of the lead, and must not fail on the lead's other
 * fields. Returns the status the lead has now (null when the lead is gone).
 */
export const applyLeadStatus = async (req: PayloadRequest, leadId: string): Promise<LeadStatus | null> => {
  const drizzle = await drizzleOf(req)
  const { rows } = await drizzle.execute<LeadRow>(
    sql`SELECT status, withdrawn_at, status_override_at FROM leads WHERE id = ${leadId} FOR UPDATE`,
  )
  const lead = rows[0]
  if (!lead) return null
  if (lead.status_override_at) return lead.status
  const referrals = await req.payload.find({
    collection: 'referrals',
    where: { lead: { equals: leadId } },
    pagination: false,
    depth: 0,
    select: { status: true, homeownerChoice: true },
    req,
  })
  const status = leadStatusOf({ withdrawnAt: lead.withdrawn_at }, referrals.docs)
  if (status !== lead.status) {
    await drizzle.execute(sql`UPDATE leads SET status = ${status}, updated_at = now() WHERE id = ${leadId}`)
  }
  return status
}
