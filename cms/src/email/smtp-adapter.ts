import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

/**
 * Payload's email through SMTP (SMTP_URL, e.g. smtp://user:pass@mail.example:587). Without SMTP_URL, mail is
 * written to the log instead, which is what development wants.
 */
export const smtpAdapter =
  ({ url, fromAddress, fromName }: { url?: string; fromAddress: string; fromName: string }): EmailAdapter =>
  ({ payload }) => {
    const transport = url
      ? // Short timeouts: a hung mail server fails the job, which is retried, instead of holding it for minutes.
        nodemailer.createTransport({
          url,
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
          return { logged: true }
        }
        return transport.sendMail({ from: `"${fromName}" <${fromAddress}>`, ...message })
      },
    }
  }
