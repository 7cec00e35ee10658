import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clearEmailJobs, pendingEmailJobs, runEmailQueue } from '../../test/email-queue'
import { startMailCatcher } from '../../test/mail-catcher'
import { createService, testPayload, unique } from '../../test/payload'
import { startQuoteRequests } from '../../test/quote-requests'
import { requestReference } from '../contracts/request-reference'
import { requestToken } from '../request-page/request-token'
import { giveCurrentChecks } from '../../test/credentials'

let payload: Payload
let mail: Awaited<ReturnType<typeof startMailCatcher>> | undefined
const received = () => mail?.received ?? []

const pendingJobs = async () => (await pendingEmailJobs(payload)).length

beforeAll(async () => {
  payload = await testPayload()
  // Only this test's jobs in the queue: other files queue emails they never send.
  await clearEmailJobs(payload)
})

afterAll(async () => {
  await mail?.close()
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
    await giveCurrentChecks(payload, ...contractors.map((contractor) => contractor.id))
    // The records' expiry notices, two years off, are not this test's to count.
    await clearEmailJobs(payload)
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
    // The confirmation and two notifications, a reminder per referral that waits a day, and the check that waits
    // two days for an acceptance.
    expect(await pendingJobs()).toBe(6)

    expect(await runEmailQueue(payload)).toEqual(['failed', 'failed', 'failed'])
    expect(received()).toHaveLength(0)
    expect(await pendingJobs()).toBe(6)

    // Back up: the retries (due at once, see EMAIL_RETRY_DELAY_SECONDS in setup-env) deliver the confirmation and
    // both notifications.
    mail = await startMailCatcher(Number(new URL(process.env.SMTP_URL!).port))
    const delivered = mail.waitForMail(3)
    expect(await runEmailQueue(payload)).toEqual(['sent', 'sent', 'sent'])
    await delivered
    const waiting = await pendingEmailJobs(payload)
    // Queued together, so in no particular order.
    expect(waiting).toHaveLength(3)
    expect(waiting.filter((job) => job.data.type === 'referral')).toHaveLength(2)
    expect(waiting.map((job) => job.data)).toEqual(
      expect.arrayContaining([
        { type: 'referral', referralId: expect.any(String), kind: 'reminder' },
        { type: 'homeowner', leadId: id, kind: 'noAcceptance', since: expect.any(String) },
      ]),
    )
    for (const job of waiting)
      expect(job.startAfter.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000)
    expect(
      received()
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual([homeowner, ...contractorEmails].sort())

    const confirmation = received().find((mail) => mail.to[0] === homeowner)!
    expect(confirmation.subject).toBe('We received your request for Email Test Service quotes')
    // Paragraphs keep their blank lines.
    expect(confirmation.text).toMatch(/^Hello,\r?\n\r?\nThank you/)
    // The reference the thank-you page showed, for the homeowner to quote.
    expect(confirmation.text).toContain(`Your request reference: ${requestReference(id)}`)
    // The private link to the request page, made for this lead.
    expect(confirmation.text).toContain(`/requests/${requestToken(id, payload.secret)}`)
    const notification = received().find((mail) => mail.to[0] === contractorEmails[0])!
    expect(notification.subject).toBe('New quote request: Email Test Service in 33101')
    // The project, and not who asked for it: the portal shows that once the contractor accepts.
    expect(notification.text).toContain('Paint three bedrooms and a hallway.')
    for (const contact of ['Email Owner', homeowner, '010-4242'])
      expect(notification.text).not.toContain(contact)
  })
})
