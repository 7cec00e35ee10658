import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { beforeAll, expect, it } from 'vitest'

import type { isDatabaseUnavailable as IsDatabaseUnavailable } from './errors'
import type { poolOf as PoolOf } from './pool'

// The configuration is read once, at the first module that asks for it: set before anything of ours is imported
// (hence the imports below, after them).
process.env.DATABASE_POOL_MAX = '3'
process.env.DATABASE_CONNECT_TIMEOUT_MS = '300'

let payload: Payload
let poolOf: typeof PoolOf
let isDatabaseUnavailable: typeof IsDatabaseUnavailable

beforeAll(async () => {
  ;({ poolOf } = await import('./pool'))
  ;({ isDatabaseUnavailable } = await import('./errors'))
  const { testPayload } = await import('../../test/payload')
  payload = await testPayload()
})

it('sizes Payload’s pool from DATABASE_POOL_MAX and fails a wait for a connection after DATABASE_CONNECT_TIMEOUT_MS', async () => {
  const pool = poolOf(payload)
  expect(pool.options).toMatchObject({ max: 3, connectionTimeoutMillis: 300 })
  const held: PoolClient[] = []
  try {
    // Every connection the pool may open, checked out (the adapter may hold one of them itself).
    while (pool.idleCount > 0 || pool.totalCount < 3) held.push(await pool.connect())
    const refused = await pool.connect().then(
      (client) => {
        client.release()
        return undefined
      },
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(Error)
    expect((refused as Error).message).toContain('timeout exceeded when trying to connect')
    // Answered as an outage (503), not a server error.
    expect(isDatabaseUnavailable(refused)).toBe(true)
    expect(pool.totalCount).toBe(3)
  } finally {
    for (const client of held) client.release()
  }
})
