import { EventEmitter, once } from 'node:events'

import { SMTPServer } from 'smtp-server'

export type CaughtMail = { to: string[]; subject: string; text: string }

/** Subject and plain-text body of a raw message (ASCII headers; quoted-printable or 7-bit body). */
const readMessage = (raw: string): { subject: string; text: string } => {
  const [headers = '', ...body] = raw.split('\r\n\r\n')
  const subject = /^Subject: (.*)$/m.exec(headers)?.[1]?.trim() ?? ''
  const text = body
    .join('\r\n\r\n')
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return { subject, text }
}

/**
 * A mail server on 127.0.0.1 that keeps every message it is sent, for tests of what the app mails; `onMail` also
 * hears each one as it arrives.
 */
export const startMailCatcher = async (port: number, onMail?: (mail: CaughtMail) => void) => {
  const received: CaughtMail[] = []
  const arrivals = new EventEmitter()
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData: (stream, session, callback) => {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), ...readMessage(raw) }
        received.push(mail)
        onMail?.(mail)
        arrivals.emit('mail')
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', () => resolve()))
  /** Resolves once `count` messages in all have arrived (at once if they have). */
  const waitForMail = async (count: number): Promise<CaughtMail[]> => {
    while (received.length < count) await once(arrivals, 'mail')
    return received
  }
  return { received, waitForMail, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) }
}
