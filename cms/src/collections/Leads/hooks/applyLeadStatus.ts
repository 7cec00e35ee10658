import type { PayloadRequest } from 'payload'

import type { LeadStatus } from '../../../contracts/lead-options'
import { leadStatusOf } from '../../../contracts/lead-status'
import { lockLead, writeLeadStatus } from '../../../database/queries/lead-row'
import { drizzleOf } from '../../../database/transaction'

/**
 * Sets the lead's status by the rule (contracts/lead-status.ts) from its referrals as they are in `req`'s
 * transaction, unless staff set it by hand (statusOverride.at). The lead's row is locked first, so of two changes
 * to one lead's referrals at once, the later reads the earlier's result and the status is never left a step behind.
 * Written straight to the row: the rule's result is no edit of the lead, and must not fail on the lead's other
 * fields. Returns the status the lead has now (null when the lead is gone).
 */
export const applyLeadStatus = async (req: PayloadRequest, leadId: string): Promise<LeadStatus | null> => {
  const db = await drizzleOf(req)
  const lead = await lockLead(db, leadId)
  if (!lead) return null
  if (lead.statusOverrideAt) return lead.status
  const referrals = await req.payload.find({
    collection: 'referrals',
    where: { lead: { equals: leadId } },
    pagination: false,
    depth: 0,
    select: { status: true, homeownerChoice: true },
    req,
  })
  const status = leadStatusOf(lead, referrals.docs)
  if (status !== lead.status) {
    await writeLeadStatus(db, leadId, status)
  }
  return status
}
