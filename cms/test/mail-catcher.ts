import { EventEmitter, once } from 'node:events'

import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message as a mail client reads it, parsed by a MIME parser (mailparser) rather than by us. */
export type CaughtMail = {
  /** The envelope's recipients. */
  to: string[]
  subject: string
  /** The message's own type: multipart/alternative when it has a text and an HTML part. */
  contentType: string
  text: string
  /** The HTML part as sent ('' when there is none). */
  html: string
  replyTo: string[]
  autoSubmitted: string | null
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  [field ?? []].flat().flatMap((group) => group.value.map((address) => address.address ?? ''))

const readMessage = async (raw: Buffer): Promise<Omit<CaughtMail, 'to'>> => {
  const parsed = await simpleParser(raw)
  const contentType = parsed.headers.get('content-type')
  const autoSubmitted = parsed.headers.get('auto-submitted')
  return {
    subject: parsed.subject ?? '',
    contentType:
      contentType &&
      typeof contentType === 'object' &&
      'value' in contentType &&
      typeof contentType.value === 'string'
        ? contentType.value
        : '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    replyTo: addressesOf(parsed.replyTo),
    autoSubmitted: typeof autoSubmitted === 'string' ? autoSubmitted : null,
  }
}

/**
 * A mail server on 127.0.0.1 that keeps every message it is sent, for tests of what the app mails; `onMail` also
 * hears each one as it arrives.
 */
export const startMailCatcher = async (port: number, onMail?: (mail: CaughtMail) => void) => {
  const received: CaughtMail[] = []
  const arrivals = new EventEmitter()
  const smtp = new SMTPServer({
    // The senders keep their connections open for the next message (a pooled transport): closing waits this
    // long for them to go, then ends them.
    closeTimeout: 500,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        readMessage(Buffer.concat(chunks)).then(
          (message) => {
            const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), ...message }
            received.push(mail)
            onMail?.(mail)
            arrivals.emit('mail')
            callback()
          },
          (error: Error) => callback(error),
        )
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
