import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { startEmbeddedDatabase, stopOrphan } from '../cms/src/database/embedded'
import { authHeader } from './auth'
import { DEV_STAFF, E2E_POSTGRES_PORT } from './config'
import { exited, startServer } from './server-process'

// Each test starts its own servers; they would only compete for the two cores if run side by side.
test.describe.configure({ mode: 'serial', timeout: 240_000 })

let scratch: string

test.beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'pros-e2e-'))
})

test.afterAll(async () => {
  await stopOrphan(path.join(scratch, 'embedded', 'postgres'))
  await stopOrphan(path.join(scratch, 'outage', 'postgres'))
  await rm(scratch, { recursive: true, force: true })
})

test('DATABASE_URL runs the server on an external PostgreSQL, migrated and seeded, and SIGTERM stops it', async ({
  request,
}) => {
  // The end-to-end server's own cluster stands in for an external PostgreSQL: a new, empty database on it.
  const admin = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${E2E_POSTGRES_PORT}/postgres`,
  })
  await admin.connect()
  await admin.query('DROP DATABASE IF EXISTS external_check WITH (FORCE)')
  await admin.query('CREATE DATABASE external_check')
  await admin.end()

  const dataDir = path.join(scratch, 'external')
  const seedAdmin = { email: 'owner@example.com', password: 'a-strong-owner-password' }
  const server = await startServer(3101, {
    DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${E2E_POSTGRES_PORT}/external_check`,
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: 'external-database-test-secret-0123456789abcdef',
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

test('finding 12 and 6: with the database stopped, a cached page outlives its freshness, an uncached one answers 503 with the site’s own error page, and the API answers 503', async ({
  request,
}) => {
  // A PostgreSQL of the test's own, so it can be stopped under a running server.
  const database = await startEmbeddedDatabase({
    dataDir: path.join(scratch, 'outage', 'postgres'),
    port: 54353,
  })
  const pageCacheTtlMs = 1000
  const server = await startServer(3301, {
    DATABASE_URL: database.url,
    DATA_DIR: path.join(scratch, 'outage'),
    PAYLOAD_SECRET: 'database-outage-test-secret-0123456789abcdef',
    PAGE_CACHE_TTL_MS: String(pageCacheTtlMs),
  })
  try {
    const cached = await request.get(`${server.url}/services`)
    expect(cached.status()).toBe(200)
    expect(cached.headers()['x-cache']).toBe('MISS')
    expect(cached.headers()['cache-control']).toContain('stale-if-error=86400')
    expect(await cached.text()).toContain('Kitchen Remodeling')

    await database.stop()
    await sleep(pageCacheTtlMs + 500)

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
    for (const path of ['/api/services?limit=1', '/api/services/page/roofing', '/readyz'])
      expect((await request.get(`${server.url}${path}`)).status(), path).toBe(503)
    // The quote endpoint still answers for itself: its rate limit counts in memory while the database is away.
    const quote = await request.post(`${server.url}/api/quote-requests`, { data: {} })
    expect(quote.status()).toBe(400)
  } finally {
    server.process.kill('SIGTERM')
    await exited(server.process)
    await database.stop()
  }
})
