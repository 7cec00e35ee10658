import type { Server } from 'node:http'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clearEmailJobs, runEmailQueue } from '../../test/email-queue'
import { startMailCatcher } from '../../test/mail-catcher'
import { createService, createUser, signInToken, testPayload, unique } from '../../test/payload'
import { parseMetrics, sampleOf, type MetricFamily } from '../../test/prometheus-text'
import { startQuoteRequests } from '../../test/quote-requests'
import { asUser, rest } from '../../test/rest'
import { EMAIL_QUEUE, QUEUE_SCHEMA } from '../email/queue/email-jobs'
import { serveMetrics } from './metrics-server'
import { giveCurrentChecks } from '../../test/credentials'

let payload: Payload
let metricsServer: { server: Server; url: string }
let mail: Awaited<ReturnType<typeof startMailCatcher>> | undefined

/** What a Prometheus scraper reads on METRICS_PORT: no session, a fresh answer every time. */
const scrape = async (): Promise<MetricFamily[]> => {
  const response = await fetch(metricsServer.url)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return parseMetrics(await response.text())
}

const QUOTE_EMAIL = { task: 'quote' }
const REFERRAL_EMAIL = { task: 'referral' }

beforeAll(async () => {
  payload = await testPayload()
  // Only this file's jobs in the queue: other files queue emails they never send.
  await clearEmailJobs(payload)
  metricsServer = await serveMetrics(payload, { port: 0, host: '127.0.0.1' })
})

afterAll(async () => {
  await mail?.close()
  await new Promise((resolve) => metricsServer.server.close(resolve))
})

describe('the metrics', () => {
  it('are refused on the main port to anyone signed out, and to the team but staff', async () => {
    const anonymous = await rest('/api/admin/metrics')
    expect(anonymous.status).toBe(401)
    const editor = await signInToken(payload, await createUser(payload, 'editor'))
    expect((await rest('/api/admin/metrics', asUser(editor))).status).toBe(403)

    const staff = await signInToken(payload, await createUser(payload, 'staff'))
    const response = await rest('/api/admin/metrics', asUser(staff))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const families = parseMetrics(await response.text())
    expect(sampleOf(families, 'ftp_database_up')).toBe(1)
    expect(sampleOf(families, 'ftp_jobs_waiting', QUOTE_EMAIL)).toBe(0)
  })

  it('show the database pool: its connections open and idle, the queries waiting for one, and its limit', async () => {
    const families = await scrape()
    expect(sampleOf(families, 'ftp_database_pool_max_clients')).toBeGreaterThan(0)
    const open = sampleOf(families, 'ftp_database_pool_clients')
    expect(open).toBeGreaterThan(0)
    expect(sampleOf(families, 'ftp_database_pool_idle_clients')).toBeLessThanOrEqual(open)
    expect(sampleOf(families, 'ftp_database_pool_waiting_requests')).toBeGreaterThanOrEqual(0)
    // Node's own, as every Node exporter names them.
    expect(sampleOf(families, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(families.find((family) => family.name === 'nodejs_eventloop_lag_seconds')?.type).toBe('GAUGE')
  })

  it('count a due email as waiting, with how long it has waited, then failed while mail is down, then sent', async () => {
    const service = await createService(payload, 'Metrics Test Service')
    const contractor = await payload.create({
      collection: 'contractors',
      data: {
        name: 'Metrics Test Pro',
        slug: unique('metrics-pro'),
        description: 'Receives notifications.',
        services: [service.id],
        states: ['FL'],
        reviewsCount: 0,
        contact: { email: `${unique('metrics-pro')}@example.com` },
      },
    })
    await giveCurrentChecks(payload, contractor.id)
    const before = await scrape()
    const endpoint = await startQuoteRequests(payload)
    const posted = await endpoint.post({
      serviceSlug: service.slug,
      zipCode: '33101',
      name: 'Metrics Owner',
      email: `${unique('metrics-owner')}@example.com`,
      phone: '(555) 010-4343',
      contactPref: 'email',
      description: 'Replace the gutters on a two-storey house.',
      consent: true,
      contractorIds: [contractor.id],
      idempotencyKey: crypto.randomUUID(),
    })
    await endpoint.close()
    expect(posted.status).toBe(201)

    // The homeowner's confirmation and the contractor's notification are due; the reminder waits a day.
    const queued = await scrape()
    expect(sampleOf(queued, 'ftp_jobs_waiting', QUOTE_EMAIL)).toBe(2)
    expect(sampleOf(queued, 'ftp_jobs_oldest_waiting_seconds', QUOTE_EMAIL)).toBeGreaterThan(0)
    expect(sampleOf(queued, 'ftp_jobs_waiting', REFERRAL_EMAIL)).toBe(0)
    expect(sampleOf(queued, 'ftp_jobs_scheduled', REFERRAL_EMAIL)).toBe(1)

    // One of them has been due for 90 seconds: the oldest is that one.
    const backdated = Date.now()
    await payload.db.drizzle.execute(sql`
      UPDATE ${sql.raw(QUEUE_SCHEMA)}.job SET start_after = now() - interval '90 seconds'
      WHERE name = ${EMAIL_QUEUE} AND id = (
        SELECT id FROM ${sql.raw(QUEUE_SCHEMA)}.job WHERE name = ${EMAIL_QUEUE} AND data->>'type' = 'quote' LIMIT 1)
    `)
    const late = await scrape()
    const oldest = sampleOf(late, 'ftp_jobs_oldest_waiting_seconds', QUOTE_EMAIL)
    expect(oldest).toBeGreaterThanOrEqual(90)
    expect(oldest).toBeLessThan(90 + (Date.now() - backdated) / 1000 + 1)

    // No mail server: both attempts fail, and are due again at once (EMAIL_RETRY_DELAY_SECONDS is 0 in the tests).
    await runEmailQueue(payload)
    const failed = await scrape()
    expect(sampleOf(failed, 'ftp_emails_failed_total') - sampleOf(before, 'ftp_emails_failed_total')).toBe(2)
    expect(sampleOf(failed, 'ftp_emails_sent_total')).toBe(sampleOf(before, 'ftp_emails_sent_total'))
    expect(sampleOf(failed, 'ftp_jobs_waiting', QUOTE_EMAIL)).toBe(2)

    mail = await startMailCatcher(Number(new URL(process.env.SMTP_URL!).port))
    const delivered = mail.waitForMail(2)
    await runEmailQueue(payload)
    await delivered
    const sent = await scrape()
    expect(sampleOf(sent, 'ftp_emails_sent_total') - sampleOf(before, 'ftp_emails_sent_total')).toBe(2)
    expect(sampleOf(sent, 'ftp_jobs_waiting', QUOTE_EMAIL)).toBe(0)
    expect(sampleOf(sent, 'ftp_jobs_oldest_waiting_seconds', QUOTE_EMAIL)).toBe(0)
    expect(sampleOf(sent, 'ftp_jobs_scheduled', REFERRAL_EMAIL)).toBe(1)
  })

  it('answer only /metrics on their own port', async () => {
    const elsewhere = await fetch(new URL('/', metricsServer.url))
    expect(elsewhere.status).toBe(404)
    const posted = await fetch(metricsServer.url, { method: 'POST' })
    expect(posted.status).toBe(405)
  })
})
