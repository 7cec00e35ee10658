import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload } from 'payload'

import { metrics } from '../metrics/process-metrics'

/**
 * Marks every email as sent by a machine (RFC 3834), so auto-responders and vacation replies leave it alone.
 */
export const AUTO_SUBMITTED = 'auto-generated'

/** Where answers go: the company's contact address as the site settings give it when sending (editors change it). */
const replyAddress = async (payload: Payload): Promise<string | undefined> => {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    select: { contactEmail: true },
    depth: 0,
  })
  return settings.contactEmail || undefined
}

/**
 * Payload's email through SMTP (SMTP_URL, e.g. smtp://user:pass@mail.example:587), every message with the sender,
 * a Reply-To and Auto-Submitted: ours (send-email.ts) and Payload's own alike. Without SMTP_URL, mail is written to
 * the log instead, which a local install and development want (a deployment refuses to start without it:
 * runtime/mail-server.ts). Every message passes here, so here it is counted, sent or failed.
 */
export const smtpAdapter =
  ({ url, fromAddress, fromName }: { url?: string; fromAddress: string; fromName: string }): EmailAdapter =>
  ({ payload }) => {
    const transport = url
      ? nodemailer.createTransport({
          url,
          // Connections kept open and reused: a message costs its own exchange, not a connection and a handshake.
          pool: true,
          // Short timeouts: a hung mail server fails the job, which is retried, instead of holding it past its
          // claim (email/queue/email-jobs.ts: EMAIL_CLAIM_SECONDS).
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : undefined
    return {
      name: 'smtp',
      defaultFromAddress: fromAddress,
      defaultFromName: fromName,
      sendEmail: async (message) => {
        if (!transport) {
          payload.logger.info({
            msg: 'Email (no SMTP_URL set, so logged instead of sent)',
            to: message.to,
            subject: message.subject,
            text: message.text,
          })
          metrics.emailsSent.inc()
          return { logged: true }
        }
        try {
          const sent = await transport.sendMail({
            from: `"${fromName}" <${fromAddress}>`,
            ...message,
            replyTo: await replyAddress(payload),
            headers: { ...message.headers, 'Auto-Submitted': AUTO_SUBMITTED },
          })
          metrics.emailsSent.inc()
          return sent
        } catch (error) {
          metrics.emailsFailed.inc()
          throw error
        }
      },
    }
  }
