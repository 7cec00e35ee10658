import type { PayloadRequest } from 'payload'

import type { EmailContent } from './email-content'
import { renderEmail } from './render-email'

/**
 * Sends one email of any kind of ours, as its two parts (multipart/alternative) made from one content. The headers
 * every message carries, ours and Payload's own, are added where all of them pass: the adapter (smtp-adapter.ts).
 */
export const sendEmail = async (req: PayloadRequest, to: string, content: EmailContent): Promise<void> => {
  const { subject, text, html } = await renderEmail(content)
  await req.payload.sendEmail({ to, subject, text, html })
}
