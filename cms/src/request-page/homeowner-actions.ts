import type { PayloadRequest } from 'payload'

import { applyLeadStatus } from '../collections/Leads/hooks/applyLeadStatus'
import { REFERRAL_ACTOR_CONTEXT } from '../collections/Referrals/hooks/recordProgress'
import { OPEN_REFERRAL_STATUSES } from '../contracts/referral-progress'
import { lockLead } from '../database/queries/lead-row'
import { drizzleOf, inTransaction } from '../database/transaction'
import { queueEmails } from '../email/queue/queue-emails'
import type { Lead } from '../payload-types'

/**
 * Holds the lead's row until the transaction ends and says whether it is still open: of two withdrawals at once,
 * the second waits for the first and then finds it withdrawn, so no contractor is told twice. A lead deleted in the
 * meantime is not open either (the caller then answers not found).
 */
export const lockOpenLead = async (req: PayloadRequest, id: string): Promise<boolean> => {
  const lead = await lockLead(await drizzleOf(req), id)
  return Boolean(lead && !lead.withdrawnAt)
}

/**
 * The homeowner withdraws their request: every referral still open becomes withdrawn, recorded as the
 * homeowner's change (which hides their contact details from the contractor again), the lead keeps when, each of
 * those contractors is told by email and the homeowner gets a confirmation; all in one transaction. A request withdrawn already is left as it is.
 * Returns how many contractors are told.
 */
export const withdrawRequest = (req: PayloadRequest, lead: Lead): Promise<number> =>
  inTransaction(req, async () => {
    if (!(await lockOpenLead(req, lead.id))) return 0
    const { payload } = req
    const open = await payload.find({
      collection: 'referrals',
      where: { and: [{ lead: { equals: lead.id } }, { status: { in: [...OPEN_REFERRAL_STATUSES] } }] },
      pagination: false,
      depth: 0,
      select: { status: true },
      req,
    })
    for (const referral of open.docs) {
      await payload.update({
        collection: 'referrals',
        id: referral.id,
        data: { status: 'withdrawn' },
        depth: 0,
        context: { [REFERRAL_ACTOR_CONTEXT]: 'homeowner' },
        req,
      })
      await queueEmails(req, [{ type: 'referral', referralId: referral.id, kind: 'withdrawn' }])
    }
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { withdrawnAt: new Date().toISOString() },
      depth: 0,
      req,
    })
    await queueEmails(req, [{ type: 'homeowner', leadId: lead.id, kind: 'withdrawn' }])
    await applyLeadStatus(req, lead.id)
    return open.docs.length
  })

/**
 * The homeowner asks for their data to be deleted: noted once (the first time is the one staff act on), and
 * confirmed to them by email, in one transaction.
 */
export const requestDeletion = async (req: PayloadRequest, lead: Lead): Promise<void> => {
  if (lead.deletionRequestedAt) return
  await inTransaction(req, async () => {
    await req.payload.update({
      collection: 'leads',
      id: lead.id,
      data: { deletionRequestedAt: new Date().toISOString() },
      depth: 0,
      req,
    })
    await queueEmails(req, [{ type: 'homeowner', leadId: lead.id, kind: 'deletionRequested' }])
  })
}
