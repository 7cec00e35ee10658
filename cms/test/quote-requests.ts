import { randomInt } from 'node:crypto'
import type { AddressInfo } from 'node:net'

import express from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { quoteRequestsRouter } from '../src/server/quote-requests'
import { poolOf } from '../src/database/pool'
import { trustProxy as readTrustProxy } from '../src/server/trust-proxy'

// Rate limits are counted in the shared test database, across every test file: each file starts at a random point
// of 10.0.0.0/8, so two files' addresses do not add up in one counter.
let address = randomInt(0, 1 << 23)
/** A fresh client address per call, so the per-address rate limit only counts where a test means it to. */
export const nextClientIp = (): string => {
  address += 1
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
}

/**
 * POST /api/quote-requests over real HTTP, served by the server's own router on Payload's pool. The client's
 * address comes from X-Forwarded-For, as behind a trusted proxy (`trustProxy` is a TRUST_PROXY value to use
 * instead, which the test's own loopback hop may or may not satisfy). `pool` replaces Payload's, e.g. with one whose
 * database is unreachable; `rateLimit: 0` lets a fuzz run post thousands of bodies without the limiter answering
 * for the endpoint; `logger` takes the errors the router logs (a fuzz run counts them instead of printing each).
 */
export const startQuoteRequests = async (
  payload: Payload,
  pool: Pool = poolOf(payload),
  {
    rateLimit,
    logger = payload.logger,
    trustProxy,
  }: {
    rateLimit?: number
    logger?: { error: (object: unknown, message?: string) => void }
    trustProxy?: string
  } = {},
) => {
  const app = express()
  app.set('trust proxy', trustProxy === undefined ? true : readTrustProxy(trustProxy))
  app.use(quoteRequestsRouter({ pool, logger, rateLimit }))
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const { port } = server.address() as AddressInfo
  return {
    post: (body: unknown, { ip = nextClientIp(), contentType = 'application/json' } = {}) =>
      fetch(`http://127.0.0.1:${port}/api/quote-requests`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-forwarded-for': ip, 'user-agent': 'quote-test' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
