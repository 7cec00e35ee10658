import type { CollectionAfterChangeHook } from 'payload'

import { queueEmails } from '../email/queue/queue-emails'
import type { Contractor } from '../payload-types'

/**
 * A contractor's contact email receives their leads, so a change of it is logged (who, the contractor, the old and
 * the new address: nothing more) and the old address is told, by an email queued in the change's transaction.
 */
export const confirmLeadAddressChange: CollectionAfterChangeHook<Contractor> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  // A contractor's first address (a new contractor, the seed's) changes nothing that anyone relied on.
  if (operation !== 'update') return doc
  const previousEmail = previousDoc.contact?.email ?? null
  const newEmail = doc.contact?.email ?? null
  if (previousEmail === newEmail) return doc
  req.payload.logger.info({
    msg: 'Contractor lead address changed',
    contractorId: doc.id,
    by: req.user ? { id: req.user.id, role: req.user.role } : 'server',
    previousEmail,
    newEmail,
  })
  if (previousEmail) {
    await queueEmails(req, [{ type: 'leadAddressChanged', contractorId: doc.id, previousEmail, newEmail }])
  }
  return doc
}
