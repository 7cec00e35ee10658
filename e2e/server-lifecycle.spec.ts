import { type ChildProcess, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { startEmbeddedDatabase, stopOrphan } from '../cms/src/database/embedded'
import { authHeader } from './auth'
import { DEV_STAFF, E2E_SMTP_PORT } from './config'
import { migrations } from '../cms/src/migrations'
import { EMAIL_QUEUE, QUEUE_SCHEMA } from '../cms/src/email/queue/email-jobs'
import { requestReference } from '../cms/src/contracts/request-reference'
import { startMailCatcher } from '../cms/test/mail-catcher'
import {
  completeQuoteWizard,
  expectAnswersOnConfirm,
  expectArrivedOn,
  expectPath,
  STEPS,
  uniqueEmail,
} from './quote-wizard'
import { NODE_ARGS } from '../scripts/build-server.mjs'
import { startLoadBalancer } from './load-balancer'
import { createExternalDatabase, exited, startServer, startWorker, WORKER_STARTED } from './server-process'

// Each test starts its own servers; they would only compete for the two cores if run side by side.
test.describe.configure({ mode: 'serial', timeout: 240_000 })

let scratch: string

test.beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'pros-e2e-'))
})

test.afterAll(async () => {
  await stopOrphan(path.join(scratch, 'embedded', 'postgres'))
  await stopOrphan(path.join(scratch, 'outage', 'postgres'))
  await stopOrphan(path.join(scratch, 'copies', 'postgres'))
  await stopOrphan(path.join(scratch, 'wizard-outage', 'postgres'))
  await stopOrphan(path.join(scratch, 'silent-listen', 'postgres'))
  await stopOrphan(path.join(scratch, 'balanced', 'postgres'))
  await rm(scratch, { recursive: true, force: true })
})

test('DATABASE_URL runs the server on an external PostgreSQL, migrated and seeded, and SIGTERM stops it', async ({
  request,
}) => {
  const databaseUrl = await createExternalDatabase('external_check')
  const dataDir = path.join(scratch, 'external')
  const seedAdmin = { email: 'owner@example.com', password: 'a-strong-owner-password' }
  const server = await startServer(3101, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: 'external-database-test-secret-0123456789abcdef',
    // Production on an external database must name a mail server: the end-to-end one's catcher.
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    SEED_ADMIN_EMAIL: seedAdmin.email,
    SEED_ADMIN_PASSWORD: seedAdmin.password,
  })
  try {
    const services = await (await request.get(`${server.url}/api/services?limit=1`)).json()
    expect(services.totalDocs).toBe(12)
    // The first staff member comes from the environment; the development login does not exist here.
    await authHeader(request, seedAdmin, server.url)
    const devLogin = await request.post(`${server.url}/api/users/login`, { data: DEV_STAFF })
    expect(devLogin.status()).toBe(401)
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false)
  } finally {
    server.process.kill('SIGTERM')
  }
  expect(await exited(server.process)).toBe(0)
  expect(server.output()).toContain('Stopped')
})

test('the embedded database keeps data across a clean stop and survives a killed server', async ({
  request,
}) => {
  const env = { DATA_DIR: path.join(scratch, 'embedded'), EMBEDDED_POSTGRES_PORT: '54352' }
  const pidFile = path.join(scratch, 'embedded', 'postgres', 'postmaster.pid')
  const slug = `lifecycle-${Date.now()}`

  const first = await startServer(3102, env)
  const headers = await authHeader(request, DEV_STAFF, first.url)
  const created = await request.post(`${first.url}/api/services`, {
    headers,
    data: {
      name: 'Lifecycle Check',
      slug,
      description: 'Written before the server was killed.',
      icon: 'wrench',
      category: 'Remodeling',
      priceLow: 100,
      priceHigh: 200,
      durationLow: 1,
      durationHigh: 2,
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  // A crash: no shutdown runs, PostgreSQL is left running on the data directory.
  first.process.kill('SIGKILL')
  await exited(first.process)
  expect(existsSync(pidFile)).toBe(true)

  const second = await startServer(3102, env)
  try {
    const found = await (await request.get(`${second.url}/api/services?where[slug][equals]=${slug}`)).json()
    expect(found.totalDocs).toBe(1)
  } finally {
    second.process.kill('SIGTERM')
  }
  expect(await exited(second.process)).toBe(0)
  // A clean stop leaves no PostgreSQL behind.
  expect(existsSync(pidFile)).toBe(false)
})

test('with the database stopped, the copy stays live and ready and reports the database unavailable, a cached page outlives its freshness, an uncached one answers 503 with the site’s own error page, the API and the quote form answer 503, and all is back when the database is', async ({
  request,
}) => {
  // A PostgreSQL of the test's own, so it can be stopped under a running server and started again.
  const dataDir = path.join(scratch, 'outage', 'postgres')
  const port = 54353
  let database = await startEmbeddedDatabase({ dataDir, port })
  const pageCacheTtlMs = 1000
  const server = await startServer(3301, {
    DATABASE_URL: database.url,
    DATA_DIR: path.join(scratch, 'outage'),
    PAYLOAD_SECRET: 'database-outage-test-secret-0123456789abcdef',
    // Production on an external database must name a mail server: the end-to-end one's catcher.
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    PAGE_CACHE_TTL_MS: String(pageCacheTtlMs),
  })
  try {
    const cached = await request.get(`${server.url}/services`)
    expect(cached.status()).toBe(200)
    expect(cached.headers()['x-cache']).toBe('MISS')
    expect(cached.headers()['cache-control']).toContain('stale-if-error=86400')
    expect(await cached.text()).toContain('Kitchen Remodeling')
    expect(await (await request.get(`${server.url}/readyz`)).json()).toEqual({
      status: 'ready',
      database: 'available',
    })
    const match = (await (
      await request.get(`${server.url}/api/contractors/match?service=roofing&zip=33101`)
    ).json()) as { local: { id: string }[] }
    const contractorIds = match.local.slice(0, 2).map((contractor) => contractor.id)
    expect(contractorIds).toHaveLength(2)

    await database.stop()
    await sleep(pageCacheTtlMs + 500)

    // The load balancer keeps the copy (its check is /readyz), and the outage is reported, not hidden.
    const live = await request.get(`${server.url}/healthz`)
    expect(live.status()).toBe(200)
    expect(await live.json()).toEqual({ status: 'ok' })
    const ready = await request.get(`${server.url}/readyz`)
    expect(ready.status()).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', database: 'unavailable' })

    const stale = await request.get(`${server.url}/services`)
    expect(stale.status()).toBe(200)
    expect(stale.headers()['x-cache']).toBe('STALE')
    expect(await stale.text()).toContain('Kitchen Remodeling')

    const uncached = await request.get(`${server.url}/cost-guides`)
    expect(uncached.status()).toBe(503)
    const html = await uncached.text()
    expect(html).toContain('We’ll be right back')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    for (const leak of ['/work/', process.cwd(), 'node_modules', 'ECONNREFUSED'])
      expect(html).not.toContain(leak)
    // No stack frame ("    at fn (file.js:1:2)") and no source position.
    expect(html).not.toMatch(/\n\s+at |\.[cm]?[jt]sx?:\d+:\d+/)

    // The API says what happened, on Payload's routes and ours alike: 503, not 500.
    for (const path of ['/api/services?limit=1', '/api/services/page/roofing'])
      expect((await request.get(`${server.url}${path}`)).status(), path).toBe(503)
    // The quote endpoint still answers for itself: its rate limit counts in memory while the database is away.
    const invalid = await request.post(`${server.url}/api/quote-requests`, { data: {} })
    expect(invalid.status()).toBe(400)
    const quote = {
      serviceSlug: 'roofing',
      zipCode: '33101',
      name: 'Outage Tester',
      email: 'outage-tester@example.com',
      phone: '(555) 010-2020',
      contactPref: 'email',
      description: 'Replace the shingles on a small ranch house roof.',
      consent: true,
      contractorIds,
      idempotencyKey: crypto.randomUUID(),
    }
    const refused = await request.post(`${server.url}/api/quote-requests`, { data: quote })
    expect(refused.status()).toBe(503)
    expect(await refused.json()).toEqual({
      errors: [{ message: 'We could not save your request just now. Please try again.' }],
    })

    database = await startEmbeddedDatabase({ dataDir, port })
    expect(await (await request.get(`${server.url}/readyz`)).json()).toEqual({
      status: 'ready',
      database: 'available',
    })
    const stored = await request.post(`${server.url}/api/quote-requests`, { data: quote })
    expect(stored.status()).toBe(201)
  } finally {
    server.process.kill('SIGTERM')
    await exited(server.process)
    await database.stop()
  }
})

test('behind the project’s load balancer, PostgreSQL stopped for 10 s leaves both copies serving their cached pages and the assets, the quote form answers 503, and all is back when the database is', async ({
  request,
}) => {
  const dataDir = path.join(scratch, 'balanced', 'postgres')
  const port = 54371
  let database = await startEmbeddedDatabase({ dataDir, port })
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: path.join(scratch, 'balanced'),
    PAYLOAD_SECRET: 'load-balancer-outage-test-secret-0123456789abcdef',
    // Production on an external database must name a mail server: the end-to-end one's catcher.
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    JOBS: 'off',
    TRUST_PROXY: '1',
  }
  const heartbeat = path.join(scratch, 'balanced', 'worker-heartbeat')
  // The worker's health check, as compose runs it: its heartbeat's age.
  const workerHealth = () =>
    spawnSync(process.execPath, [...NODE_ARGS, 'dist/worker-health.js'], {
      env: { ...process.env, WORKER_HEARTBEAT_FILE: heartbeat },
      encoding: 'utf8',
    })
  const outageMs = 10_000
  const running: { process: ChildProcess }[] = []
  const started = <T extends { process: ChildProcess }>(child: T): T => {
    running.push(child)
    return child
  }
  try {
    // One copy first: it migrates and seeds, the second finds that done.
    const a = started(await startServer(3371, env))
    const b = started(await startServer(3372, env))
    const balancer = started(await startLoadBalancer(3370, [3371, 3372], scratch))
    started(await startWorker({ ...env, JOBS: 'on', WORKER_HEARTBEAT_FILE: heartbeat }))
    expect(workerHealth().status).toBe(0)
    // Round robin: two requests put the page in both copies' caches.
    for (let i = 0; i < 2; i += 1) expect((await request.get(`${balancer.url}/services`)).status()).toBe(200)
    const home = await (await request.get(`${balancer.url}/`)).text()
    const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0]
    expect(asset).toBeDefined()
    const match = (await (
      await request.get(`${balancer.url}/api/contractors/match?service=roofing&zip=33101`)
    ).json()) as { local: { id: string }[] }
    const quote = {
      serviceSlug: 'roofing',
      zipCode: '33101',
      name: 'Balanced Tester',
      email: 'balanced-tester@example.com',
      phone: '(555) 010-2020',
      contactPref: 'email',
      description: 'Replace the shingles on a small ranch house roof.',
      consent: true,
      contractorIds: match.local.slice(0, 2).map((contractor) => contractor.id),
      idempotencyKey: crypto.randomUUID(),
    }
    expect(quote.contractorIds).toHaveLength(2)

    await database.stop()
    const stopped = Date.now()
    // Caddy asks each copy's /readyz every 2 s: by now it has asked both twice since the database went.
    await sleep(5000)
    for (let i = 0; i < 4; i += 1) {
      const page = await request.get(`${balancer.url}/services`)
      expect(page.status()).toBe(200)
      expect(page.headers()['x-cache']).toBe('HIT')
      expect(await page.text()).toContain('Kitchen Remodeling')
      expect((await request.get(`${balancer.url}${asset}`)).status()).toBe(200)
    }
    const ready = await request.get(`${balancer.url}/readyz`)
    expect(ready.status()).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', database: 'unavailable' })
    // Nor is the worker unhealthy for the database's outage: it is alive, and its jobs wait in the database.
    const healthy = workerHealth()
    expect(healthy.status, healthy.stderr).toBe(0)
    expect(healthy.stdout).toContain('The last heartbeat is')
    const refused = await request.post(`${balancer.url}/api/quote-requests`, { data: quote })
    expect(refused.status()).toBe(503)
    expect(await refused.json()).toEqual({
      errors: [{ message: 'We could not save your request just now. Please try again.' }],
    })

    await sleep(Math.max(0, outageMs - (Date.now() - stopped)))
    database = await startEmbeddedDatabase({ dataDir, port })
    const stored = await request.post(`${balancer.url}/api/quote-requests`, { data: quote })
    expect(stored.status()).toBe(201)
    for (const copy of [a, b]) {
      expect(await (await request.get(`${copy.url}/readyz`)).json()).toEqual({
        status: 'ready',
        database: 'available',
      })
    }
  } finally {
    for (const child of running) child.process.kill('SIGTERM')
    await Promise.all(running.map((child) => exited(child.process)))
    await database.stop()
  }
})

test('a quote request sent while the database is down is answered 503, the wizard says so in plain words next to Submit with the focus on it and every answer kept, and Retry stores it once when the database is back', async ({
  page,
  request,
}) => {
  // A PostgreSQL of the test's own, stopped and started again under a running server.
  const dataDir = path.join(scratch, 'wizard-outage', 'postgres')
  const port = 54361
  let database = await startEmbeddedDatabase({ dataDir, port })
  const server = await startServer(3341, {
    DATABASE_URL: database.url,
    DATA_DIR: path.join(scratch, 'wizard-outage'),
    PAYLOAD_SECRET: 'wizard-outage-test-secret-0123456789abcdef',
    // Production on an external database must name a mail server: the end-to-end one's catcher.
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  })
  const quoteAnswer = () =>
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/quote-requests')
  try {
    const email = uniqueEmail('outage')
    const chosen = await completeQuoteWizard(page, request, { email, contractorCount: 2, origin: server.url })

    await database.stop()
    const refused = quoteAnswer()
    await page.getByRole('button', { name: 'Submit Request' }).click()
    expect((await refused).status()).toBe(503)

    const failure = page.getByRole('alert').filter({ hasText: 'Your request was not sent.' })
    await expect(failure).toContainText('Our service is busy right now. Please try again in a moment.')
    await expect(failure).not.toContainText('503')
    await expect(failure).toBeFocused()
    await expectPath(page, STEPS.confirm.path)
    await expectAnswersOnConfirm(page, email, chosen)

    database = await startEmbeddedDatabase({ dataDir, port })
    const accepted = quoteAnswer()
    await failure.getByRole('button', { name: 'Retry' }).click()
    expect((await accepted).status()).toBe(201)
    await expectArrivedOn(page, STEPS.thankYou)

    const db = new pg.Client({ connectionString: database.url })
    await db.connect()
    try {
      const leads = await db.query<{ id: string }>('SELECT id FROM leads WHERE email = $1', [email])
      expect(leads.rows).toHaveLength(1)
      const lead = leads.rows[0]!
      const referrals = await db.query<{ contractor_id: string }>(
        'SELECT contractor_id FROM referrals WHERE lead_id = $1',
        [lead.id],
      )
      expect(referrals.rows.map((row) => row.contractor_id).sort()).toEqual(
        chosen.map((contractor) => contractor.id).sort(),
      )
      await expect(page.getByRole('region', { name: 'Your Request' })).toContainText(
        requestReference(lead.id),
      )
    } finally {
      await db.end()
    }
  } finally {
    server.process.kill('SIGTERM')
    await exited(server.process)
    await database.stop()
  }
})

test('several copies on one PostgreSQL: they migrate and seed once, see each other’s edits within a second, share the rate limit, and two workers send each email once', async ({
  request,
}) => {
  test.setTimeout(360_000)
  const database = await startEmbeddedDatabase({
    dataDir: path.join(scratch, 'copies', 'postgres'),
    port: 54355,
  })
  const mail = await startMailCatcher(2526)
  const owner = { email: 'owner@example.com', password: 'a-strong-owner-password' }
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: path.join(scratch, 'copies'),
    PAYLOAD_SECRET: 'several-copies-test-secret-0123456789abcdef',
    SEED_ADMIN_EMAIL: owner.email,
    SEED_ADMIN_PASSWORD: owner.password,
    SMTP_URL: 'smtp://127.0.0.1:2526',
    QUOTE_RATE_LIMIT: '10',
  }
  const db = new pg.Client({ connectionString: database.url })
  // Two web copies started at the same moment on the empty database; they send no mail.
  const [a, b] = await Promise.all([
    startServer(3311, { ...env, JOBS: 'off' }),
    startServer(3312, { ...env, JOBS: 'off' }),
  ])
  const workers: Awaited<ReturnType<typeof startWorker>>[] = []
  try {
    await db.connect()
    // The release step ran once: each migration applied once, the content and the owner seeded once.
    const applied = await db.query<{ name: string }>('SELECT name FROM payload_migrations WHERE batch > -1')
    expect(applied.rows.map((row) => row.name).sort()).toEqual(
      migrations.map((migration) => migration.name).sort(),
    )
    expect((await db.query('SELECT 1 FROM services')).rowCount).toBe(12)
    expect((await db.query('SELECT 1 FROM users')).rowCount).toBe(1)
    expect(
      [a, b].filter((copy) => copy.output().includes('Empty database: seeding the content')),
    ).toHaveLength(1)

    workers.push(await startWorker(env), await startWorker(env))

    // An edit on copy A shows on copy B within a second, though B had the page in its cache.
    await request.get(`${b.url}/services`)
    expect((await request.get(`${b.url}/services`)).headers()['x-cache']).toBe('HIT')
    const headers = await authHeader(request, owner, a.url)
    const { docs } = (await (
      await request.get(`${a.url}/api/services?where[slug][equals]=roofing`)
    ).json()) as {
      docs: { id: string }[]
    }
    const renamed = `Roofing ${Date.now()}`
    const edit = await request.patch(`${a.url}/api/services/${docs[0]!.id}`, {
      headers,
      data: { name: renamed },
    })
    expect(edit.status()).toBe(200)
    await expect
      .poll(async () => (await request.get(`${b.url}/services`)).text(), { timeout: 1000, intervals: [50] })
      .toContain(renamed)

    // 20 quote requests from one address, spread over both copies, with a limit of 10: exactly 10 get through.
    const match = (await (
      await request.get(`${a.url}/api/contractors/match?service=roofing&zip=33101`)
    ).json()) as { local: { id: string }[] }
    const contractorIds = match.local.slice(0, 2).map((contractor) => contractor.id)
    expect(contractorIds).toHaveLength(2)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request.post(`${(i % 2 ? a : b).url}/api/quote-requests`, {
          data: {
            serviceSlug: 'roofing',
            zipCode: '33101',
            name: 'Copy Tester',
            email: `copy-${i}@example.com`,
            phone: '(555) 010-2020',
            contactPref: 'email',
            description: 'Replace the shingles on a small ranch house roof.',
            consent: true,
            contractorIds,
            idempotencyKey: crypto.randomUUID(),
          },
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status())
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)

    // Every email job is sent once, though two workers run: the homeowner's and each contractor's, per lead.
    const jobs = async () =>
      (
        await db.query<{ total: number; done: number }>(
          `SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'completed')::int AS done
          FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND data->>'type' = 'quote'`,
          [EMAIL_QUEUE],
        )
      ).rows[0]!
    expect((await jobs()).total).toBe(10 * 3)
    await expect.poll(async () => (await jobs()).done, { timeout: 60_000 }).toBe(30)
    // Anything sent twice would arrive within moments of the first.
    await sleep(2000)
    expect(mail.received).toHaveLength(30)
    const perLead = mail.received.filter((message) => message.to[0]?.startsWith('copy-'))
    expect(new Set(perLead.map((message) => message.to[0])).size).toBe(10)
    expect(workers.filter((worker) => worker.output().includes(WORKER_STARTED))).toHaveLength(2)
  } finally {
    for (const copy of [a, b, ...workers]) copy.process.kill('SIGTERM')
    await Promise.all([a, b, ...workers].map((copy) => exited(copy.process)))
    await db.end()
    await mail.close()
    await database.stop()
  }
})

test('a copy whose LISTEN connection goes silent notices it and shows content another copy changed within 5 s', async ({
  request,
}) => {
  const database = await startEmbeddedDatabase({
    dataDir: path.join(scratch, 'silent-listen', 'postgres'),
    port: 54365,
  })
  const server = await startServer(3351, {
    DATABASE_URL: database.url,
    DATA_DIR: path.join(scratch, 'silent-listen'),
    PAYLOAD_SECRET: 'silent-listen-test-secret-0123456789abcdef',
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    JOBS: 'off',
  })
  const db = new pg.Client({ connectionString: database.url })
  let paused: number | undefined
  try {
    await db.connect()
    await request.get(`${server.url}/services`)
    const cached = await request.get(`${server.url}/services`)
    expect(cached.headers()['x-cache']).toBe('HIT')
    expect(await cached.text()).toContain('Roofing')

    // The copy's listening backend stops answering, its connection still open: a hung backend or a silent network.
    const listeners = await db.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE application_name = 'content changes'",
    )
    expect(listeners.rows).toHaveLength(1)
    paused = listeners.rows[0]!.pid
    process.kill(paused, 'SIGSTOP')
    const started = Date.now()

    // Another copy's edit, as it commits one: the change and its NOTIFY in one transaction.
    const renamed = `Roofing ${Date.now()}`
    await db.query('BEGIN')
    await db.query("UPDATE services SET name = $1 WHERE slug = 'roofing'", [renamed])
    await db.query("SELECT pg_notify('content_changes', 'services')")
    await db.query('COMMIT')

    await expect
      .poll(async () => (await request.get(`${server.url}/services`)).text(), {
        timeout: 5000,
        intervals: [100],
      })
      .toContain(renamed)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(server.output()).toContain('the LISTEN connection was lost')
  } finally {
    if (paused) process.kill(paused, 'SIGCONT')
    server.process.kill('SIGTERM')
    await exited(server.process)
    await db.end()
    await database.stop()
  }
})
