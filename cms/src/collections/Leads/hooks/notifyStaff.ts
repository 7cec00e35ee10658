import type { CollectionAfterChangeHook } from 'payload'

import { queueEmails } from '../../../email/queue/queue-emails'
import type { StaffNoticeReason } from '../../../email/staff-notice-emails'
import type { Lead } from '../../../payload-types'

/** The lead's fields whose first setting asks for the team, and what the team is told. */
const NOTICES: [keyof Lead & ('deletionRequestedAt' | 'needsAttentionSince'), StaffNoticeReason][] = [
  ['deletionRequestedAt', 'deletion-requested'],
  ['needsAttentionSince', 'needs-attention'],
]

/**
 * Tells the team (the site settings' address; nobody when it is empty) when a homeowner asks for their data to be
 * deleted or a lead comes to need attention: one email each time the field goes from empty to set, queued in the
 * change's transaction so it goes out only if the change is kept.
 */
export const notifyStaff: CollectionAfterChangeHook<Lead> = async ({ doc, previousDoc, operation, req }) => {
  const reasons = NOTICES.filter(
    ([field]) => doc[field] && (operation === 'create' || !previousDoc?.[field]),
  ).map(([, reason]) => reason)
  if (reasons.length === 0) return doc
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  if (!settings.staffNotificationEmail) return doc
  await queueEmails(
    req,
    reasons.map((reason) => ({ type: 'staffNotice', leadId: doc.id, reason })),
  )
  return doc
}
