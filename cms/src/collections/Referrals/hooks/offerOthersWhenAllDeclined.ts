import type { CollectionAfterChangeHook } from 'payload'

import type { Referral } from '../../../payload-types'
import { offerOthersIfNobodyLeft } from '../../../request-page/needs-attention'

/**
 * A decline that leaves nobody on the request (whoever records it: the portal, the dashboard, the panel) marks the
 * lead as needing attention and offers the homeowner other contractors, in the decline's transaction.
 */
export const offerOthersWhenAllDeclined: CollectionAfterChangeHook<Referral> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.status !== 'declined' || previousDoc?.status === 'declined') return doc
  await offerOthersIfNobodyLeft(req, typeof doc.lead === 'string' ? doc.lead : doc.lead.id)
  return doc
}
