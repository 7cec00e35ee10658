import { type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { EMAIL_QUEUE, QUEUE_SCHEMA } from '../cms/src/email/queue/email-jobs'
import { type CaughtMail, startMailCatcher } from '../cms/test/mail-catcher'
import { E2E_PORT, E2E_SMTP_PORT } from './config'
import { offeredContractors } from './quote-wizard'
import { createExternalDatabase, exited, runRelease, startServer, startWorker } from './server-process'

/** How long a worker's claim on an email lasts: a dead worker's email is taken back after it (and maintenance). */
const CLAIM_SECONDS = 10
const REQUESTS = 200
/** Quote requests in flight at once. */
const AT_ONCE = 20
/** Worker A is killed as the mail server takes the message after this many of its own. */
const KILL_AFTER = 20
/** Worker B's pause: shorter than a claim, so what it claimed before stays its own. */
const PAUSE_MS = 5000
/**
 * The promise: every email of every request delivered, and the queue empty, this long after the last request. About
 * twice what a two-core machine under other load took, with one worker left for most of the 600 emails.
 */
const DELIVERED_WITHIN_MS = 180_000

/** The (service, ZIP code) pairs the requests go round, so that they reach different contractors. */
const PROJECTS = [
  { serviceSlug: 'roofing', zipCode: '33101' },
  { serviceSlug: 'kitchen-remodeling', zipCode: '33101' },
]

type Sender = 'worker A' | 'worker B' | 'web copy'
type Delivery = { sender: Sender; mail: CaughtMail; at: number }

/** Each request's homeowner has an address of their own, and its description a token the contractors' emails quote. */
const homeownerOf = (request: number) => `homeowner-${request}@example.com`
const tokenOf = (request: number) => `delivery-check-${request}-end`

/** Which request an email is about, and to whom: the homeowner's address says it, or the quoted description. */
const emailKey = ({ to, text }: CaughtMail): string => {
  const recipient = to.join(',')
  const request = /^homeowner-(\d+)@/.exec(recipient)?.[1] ?? /delivery-check-(\d+)-end/.exec(text)?.[1]
  return `${recipient} about request ${request ?? 'unknown'}`
}

test.describe.configure({ timeout: 480_000 })

let scratch: string

test.beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'pros-email-delivery-'))
})

test.afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

test('two email workers, one killed with kill -9 as it sends and the other paused and resumed, deliver every email of 200 quote requests within 3 minutes of the last, each once but the one that was in flight', async ({
  request,
}) => {
  const databaseUrl = await createExternalDatabase('email_delivery')
  const deliveries: Delivery[] = []
  const sentBy = (sender: Sender) => deliveries.filter((delivery) => delivery.sender === sender)
  let workerA: ChildProcess | undefined
  let killed: Delivery | undefined
  // A catcher per process, so that every message says who sent it. Worker A dies the moment the mail server has
  // its message and before it answers: the message has gone out, and A has not heard so, nor marked its job.
  const catchers = await Promise.all([
    startMailCatcher(E2E_SMTP_PORT + 10, (mail) => {
      deliveries.push({ sender: 'worker A', mail, at: Date.now() })
      if (!killed && workerA && sentBy('worker A').length >= KILL_AFTER) {
        workerA.kill('SIGKILL')
        killed = deliveries.at(-1)
      }
    }),
    startMailCatcher(E2E_SMTP_PORT + 11, (mail) =>
      deliveries.push({ sender: 'worker B', mail, at: Date.now() }),
    ),
    startMailCatcher(E2E_SMTP_PORT + 12, (mail) =>
      deliveries.push({ sender: 'web copy', mail, at: Date.now() }),
    ),
  ])
  const smtp = (port: number) => `smtp://127.0.0.1:${port}`
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: scratch,
    PAYLOAD_SECRET: 'email-delivery-test-secret-0123456789abcdef',
    EMAIL_CLAIM_SECONDS: String(CLAIM_SECONDS),
    QUOTE_RATE_LIMIT: '0',
  }
  const db = new pg.Client({ connectionString: databaseUrl })
  // What the run measured, reported with the result whether it passes or not.
  const measured: string[] = []
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  const running: { process: ChildProcess }[] = []
  const started = <T extends { process: ChildProcess }>(child: T): T => {
    running.push(child)
    return child
  }
  await db.connect()
  try {
    // Compose's shape: the release step, then a web copy that sends no email, and two workers.
    const release = await runRelease({ ...env, SMTP_URL: smtp(E2E_SMTP_PORT + 12) })
    expect(release.code, release.output).toBe(0)
    const web = started(
      await startServer(E2E_PORT + 20, { ...env, JOBS: 'off', SMTP_URL: smtp(E2E_SMTP_PORT + 12) }),
    )
    const [a, b] = await Promise.all(
      (['a', 'b'] as const).map(async (name, i) =>
        started(
          await startWorker({
            ...env,
            SMTP_URL: smtp(E2E_SMTP_PORT + 10 + i),
            WORKER_HEARTBEAT_FILE: path.join(scratch, `worker-${name}-heartbeat`),
          }),
        ),
      ),
    )
    workerA = a!.process

    // Each request to one, two or three of the contractors offered for its project: every email it causes is known.
    const offers = await Promise.all(
      PROJECTS.map(async (project) => ({
        ...project,
        contractors: (await offeredContractors(request, project.serviceSlug, project.zipCode, web.url)).slice(
          0,
          3,
        ),
      })),
    )
    for (const offer of offers) expect(offer.contractors).toHaveLength(3)
    const addresses = new Map(
      (
        await db.query<{ id: string; email: string }>(
          'SELECT id, contact_email AS email FROM contractors WHERE id = ANY($1)',
          [offers.flatMap((offer) => offer.contractors.map((contractor) => contractor.id))],
        )
      ).rows.map((row) => [row.id, row.email]),
    )
    const plan = Array.from({ length: REQUESTS }, (_, i) => {
      const offer = offers[i % offers.length]!
      return { i, ...offer, contractorIds: offer.contractors.slice(0, 1 + (i % 3)).map(({ id }) => id) }
    })
    const expected = plan
      .flatMap(({ i, contractorIds }) => [
        `${homeownerOf(i)} about request ${i}`,
        ...contractorIds.map((id) => `${addresses.get(id)} about request ${i}`),
      ])
      .sort()

    const statuses: number[] = []
    const post = async ({ i, serviceSlug, zipCode, contractorIds }: (typeof plan)[number]) => {
      const answer = await request.post(`${web.url}/api/quote-requests`, {
        data: {
          serviceSlug,
          zipCode,
          name: 'Delivery Tester',
          email: homeownerOf(i),
          phone: '(555) 010-2020',
          contactPref: 'email',
          description: `Project ${tokenOf(i)}: replace the worn parts and finish the edges neatly.`,
          consent: true,
          contractorIds,
          idempotencyKey: crypto.randomUUID(),
        },
      })
      statuses.push(answer.status())
    }
    const postingFrom = Date.now()
    const posting = Promise.all(
      Array.from({ length: AT_ONCE }, async (_, lane) => {
        for (let i = lane; i < REQUESTS; i += AT_ONCE) await post(plan[i]!)
      }),
    ).then(() => Date.now())
    // Observed below; a failed request must not go unhandled meanwhile.
    posting.catch(() => {})

    // Worker A dies mid-batch (the catcher kills it), with emails still waiting for their turn.
    await expect.poll(() => killed !== undefined, { timeout: 120_000 }).toBe(true)
    const killedAt = killed!.at
    measured.push(
      `worker A killed ${seconds(killedAt - postingFrom)} after the first request, having sent ${KILL_AFTER} (worker B ${sentBy('worker B').length})`,
    )
    const waiting = await db.query<{ count: number }>(
      `SELECT count(*)::int FROM ${QUEUE_SCHEMA}.job
      WHERE name = $1 AND data->>'type' = 'quote' AND state IN ('created', 'retry', 'active')`,
      [EMAIL_QUEUE],
    )
    expect(waiting.rows[0]!.count).toBeGreaterThan(1)
    expect(await exited(a!.process)).toBe('SIGKILL')
    // Worker B hangs for a while (a long GC, a frozen VM), then goes on.
    b!.process.kill('SIGSTOP')
    await sleep(PAUSE_MS)
    b!.process.kill('SIGCONT')

    const lastRequestAt = await posting
    measured.push(`200 requests posted in ${seconds(lastRequestAt - postingFrom)}`)
    expect(statuses.filter((status) => status === 201)).toHaveLength(REQUESTS)
    const deadline = lastRequestAt + DELIVERED_WITHIN_MS
    const missing = () => {
      const received = new Set(deliveries.map((delivery) => emailKey(delivery.mail)))
      return expected.filter((key) => !received.has(key))
    }
    await expect
      .poll(() => missing(), { timeout: Math.max(0, deadline - Date.now()), message: 'emails not delivered' })
      .toEqual([])
    measured.push(`every email delivered ${seconds(Date.now() - lastRequestAt)} after the last request`)
    // No email is waiting, being sent or given up: every one is done, so nothing more can be sent (but those queued
    // for later: the reminders, the checks for an acceptance two days on, and the seeded credentials' expiry notices).
    const unfinished = async () =>
      (
        await db.query<{ state: string; type: string; count: number }>(
          `SELECT state, data->>'type' AS type, count(*)::int FROM ${QUEUE_SCHEMA}.job
          WHERE name = $1 AND NOT (state = 'completed'
            OR (data->>'type' IN ('referral', 'homeowner', 'credentialExpiry') AND state = 'created'
              AND start_after > now()))
          GROUP BY 1, 2`,
          [EMAIL_QUEUE],
        )
      ).rows
    await expect
      .poll(unfinished, { timeout: Math.max(0, deadline - Date.now()), message: 'email jobs not finished' })
      .toEqual([])
    measured.push(`every job completed ${seconds(Date.now() - lastRequestAt)} after the last request`)
    // The reminders wait their day: queued, one per referral, none due.
    const reminders = await db.query<{ count: number; due: number }>(
      `SELECT count(*)::int, count(*) FILTER (WHERE start_after < now() + interval '23 hours')::int AS due
      FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND data->>'type' = 'referral'`,
      [EMAIL_QUEUE],
    )
    expect(reminders.rows[0]).toEqual({
      count: plan.reduce((sum, { contractorIds }) => sum + contractorIds.length, 0),
      due: 0,
    })

    // Every email arrived, and nothing else; once each, but the one worker A was sending when it died.
    const keys = deliveries.map((delivery) => emailKey(delivery.mail))
    expect([...new Set(keys)].sort()).toEqual(expected)
    const inFlight = emailKey(killed!.mail)
    const twice = [...new Set(keys.filter((key, i) => keys.indexOf(key) !== i))]
    expect(twice.filter((key) => key !== inFlight)).toEqual([])
    expect(keys.filter((key) => key === inFlight)).toHaveLength(2)
    // Its second copy came from the worker that took its job back, after the claim ran out.
    const takenBack = deliveries.find(
      (delivery) => delivery !== killed && emailKey(delivery.mail) === inFlight,
    )!
    measured.push(`the message in flight at the kill sent again ${seconds(takenBack.at - killedAt)} after it`)
    expect(takenBack.sender).toBe('worker B')
    expect(takenBack.at - killedAt).toBeGreaterThan((CLAIM_SECONDS * 1000) / 2)
    expect(sentBy('web copy')).toEqual([])
    expect(b!.process.exitCode).toBeNull()
  } finally {
    const jobStats = await db
      .query<{ ms: number; retried: number }>(
        `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM completed_on - started_on) * 1000) AS ms,
          count(*) FILTER (WHERE retry_count > 0)::int AS retried
        FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND state = 'completed'`,
        [EMAIL_QUEUE],
      )
      .then(
        ({ rows: [row] }) =>
          `median claim to completion ${Math.round(row?.ms ?? 0)} ms; ${row?.retried} jobs completed on a later claim`,
        String,
      )
    measured.push(
      `${deliveries.length} messages: worker A ${sentBy('worker A').length}, worker B ${sentBy('worker B').length}`,
      jobStats,
    )
    test.info().annotations.push({ type: 'measured', description: measured.join('; ') })
    workerA?.kill('SIGKILL')
    for (const child of running) child.process.kill('SIGCONT')
    for (const child of running) child.process.kill('SIGTERM')
    await Promise.all(running.map((child) => exited(child.process)))
    await db.end()
    await Promise.all(catchers.map((catcher) => catcher.close()))
  }
})
