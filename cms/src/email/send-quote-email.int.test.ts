import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createService, testPayload, unique } from '../../test/payload'
import { startQuoteRequests } from '../../test/quote-requests'
import { EMAIL_QUEUE } from './send-quote-email-task'

type Received = { to: string[]; subject: string; text: string }

let payload: Payload
let server: SMTPServer | undefined
const received: Received[] = []

const startSmtp = () =>
  new Promise<SMTPServer>((resolve) => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData: (stream, session, callback) => {
        let raw = ''
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), ...readMessage(raw) })
          callback()
        })
      },
    })
    smtp.listen(Number(new URL(process.env.SMTP_URL!).port), '127.0.0.1', () => resolve(smtp))
  })

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

const pendingJobs = async () =>
  (await payload.count({ collection: 'payload-jobs', where: { completedAt: { exists: false } } })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  // Only this test's jobs in the queue: other files queue emails they never send.
  await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } } })
})

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
})

describe('quote emails', () => {
  it('keeps the lead when mail fails, and delivers every email once the mail server is back', async () => {
    const service = await createService(payload, 'Email Test Service')
    const contractorEmails = [`${unique('pro-a')}@example.com`, `${unique('pro-b')}@example.com`]
    const contractors = await Promise.all(
      contractorEmails.map((email) =>
        payload.create({
          collection: 'contractors',
          data: {
            name: `Pro ${email}`,
            slug: unique('email-pro'),
            description: 'Receives notifications.',
            services: [service.id],
            states: ['FL'],
            reviewsCount: 0,
            contact: { email },
          },
        }),
      ),
    )
    const homeowner = `${unique('owner')}@example.com`

    // The mail server is down: the request still succeeds and the lead is stored.
    const endpoint = await startQuoteRequests(payload)
    const response = await endpoint.post({
      serviceSlug: service.slug,
      zipCode: '33101',
      name: 'Email Owner',
      email: homeowner,
      phone: '(555) 010-4242',
      contactPref: 'email',
      description: 'Paint three bedrooms and a hallway.',
      consent: true,
      contractorIds: contractors.map((contractor) => contractor.id),
      idempotencyKey: crypto.randomUUID(),
    })
    await endpoint.close()
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect((await payload.count({ collection: 'leads', where: { id: { equals: id } } })).totalDocs).toBe(1)
    expect(await pendingJobs()).toBe(3)

    await payload.jobs.run({ queue: EMAIL_QUEUE })
    expect(received).toHaveLength(0)
    expect(await pendingJobs()).toBe(3)

    // Back up: the retries deliver the confirmation and both notifications.
    server = await startSmtp()
    const deadline = Date.now() + 45_000
    while ((await pendingJobs()) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await payload.jobs.run({ queue: EMAIL_QUEUE })
    }
    expect(await pendingJobs()).toBe(0)
    expect(received.map((mail) => mail.to[0]).sort()).toEqual([homeowner, ...contractorEmails].sort())

    const confirmation = received.find((mail) => mail.to[0] === homeowner)!
    expect(confirmation.subject).toBe('We received your request for Email Test Service quotes')
    const notification = received.find((mail) => mail.to[0] === contractorEmails[0])!
    expect(notification.subject).toBe('New quote request: Email Test Service in 33101')
    expect(notification.text).toContain('(555) 010-4242')
    expect(notification.text).toContain('Paint three bedrooms and a hallway.')
  })
})
