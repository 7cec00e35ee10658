import type { PayloadRequest } from 'payload'

import type { EmailContent } from './email-content'
import { renderEmail } from './render-email'

/**
 * Marks every email as sent by a machine (RFC 3834), so auto-responders and vacation replies leave it alone.
 */
export const AUTO_SUBMITTED = 'auto-generated'

/**
 * Sends one email of any kind: its two parts (multipart/alternative), answers going to the company's contact
 * address as the site settings give it at the moment of sending (editors change it), and the header that marks it
 * as automatic. Every email the site sends goes through here.
 */
export const sendEmail = async (req: PayloadRequest, to: string, content: EmailContent): Promise<void> => {
  const { payload } = req
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    select: { contactEmail: true },
    depth: 0,
    req,
  })
  const { subject, text, html } = await renderEmail(content)
  await payload.sendEmail({
    to,
    subject,
    text,
    html,
    replyTo: settings.contactEmail,
    headers: { 'Auto-Submitted': AUTO_SUBMITTED },
  })
}
