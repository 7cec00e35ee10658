import type { CollectionBeforeChangeHook } from 'payload'

import { hasRole } from '../../../access/roles'
import type { ReferralActor } from '../../../contracts/referral-progress'
import type { Referral } from '../../../payload-types'

/** Who is making a change, when server code says so for someone without an account (the homeowner). */
export const REFERRAL_ACTOR_CONTEXT = 'referralActor'

/**
 * Every status change is timestamped, whoever makes it and however (the portal, the homeowner's page, the dashboard
 * or the panel): one history entry per change, and the first answer's time, which the response figures read.
 */
export const recordProgress: CollectionBeforeChangeHook<Referral> = ({
  data,
  originalDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || !data.status || data.status === originalDoc?.status) return data
  const at = new Date().toISOString()
  const by =
    (context[REFERRAL_ACTOR_CONTEXT] as ReferralActor | undefined) ??
    (hasRole(req.user, 'contractor') ? 'contractor' : 'staff')
  data.history = [...(originalDoc?.history ?? []), { status: data.status, at, by }]
  if (!originalDoc?.respondedAt && (data.status === 'accepted' || data.status === 'declined'))
    data.respondedAt = at
  if (!originalDoc?.acceptedAt && data.status === 'accepted') data.acceptedAt = at
  return data
}
