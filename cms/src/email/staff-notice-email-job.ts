import type { PayloadRequest } from 'payload'

import { SITE_PATHS } from '../contracts/site-paths'
import type { Service } from '../payload-types'
import type { SentTo } from './quote-email-job'
import { findLeadOfEmail } from './email-records'
import { sendEmail } from './send-email'
import { staffNotice, type StaffNoticeReason } from './staff-notice-emails'

/**
 * Tells the team a lead waits for them, at the address the site settings give when it is sent (so a change of it
 * applies to the emails still queued); none when the address was cleared or the lead is gone.
 */
export const sendStaffNotice = async (
  req: PayloadRequest,
  input: { leadId: string; reason: StaffNoticeReason },
): Promise<SentTo> => {
  const { payload } = req
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const to = settings.staffNotificationEmail
  if (!to) return { to: '' }
  const lead = await findLeadOfEmail(req, input.leadId)
  if (!lead) return { to: '' }
  await sendEmail(
    req,
    to,
    staffNotice({
      reason: input.reason,
      service: (lead.service as Service | null)?.name ?? 'A',
      zipCode: lead.zipCode,
      leadUrl: `${payload.config.serverURL}${SITE_PATHS.adminLead(lead.id)}`,
    }),
  )
  return { to }
}
