import type { CollectionAfterChangeHook } from 'payload'

import type { Referral } from '../../../payload-types'
import { applyLeadStatus } from '../../Leads/hooks/applyLeadStatus'

/**
 * Every change of a referral (the portal, the homeowner's page, the dashboard, the panel, a rematch) moves its
 * lead's status by the rule, in the change's own transaction.
 */
export const updateLeadStatus: CollectionAfterChangeHook<Referral> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const changed =
    operation === 'create' ||
    doc.status !== previousDoc?.status ||
    doc.homeownerChoice !== previousDoc?.homeownerChoice
  if (changed) await applyLeadStatus(req, typeof doc.lead === 'string' ? doc.lead : doc.lead.id)
  return doc
}
