import pg from 'pg'
import { expect, it } from 'vitest'

import { observerConnection, recordingLog, whilePaused, within } from '../../test/backends'
import { createQueueLease, QUEUE_LOCK } from './queue-lease'

const { databaseUrl, db } = observerConnection()

/** The backend holding the queue's advisory lock (a bigint key is kept as two 32-bit halves). */
const leaseHolder = async (): Promise<number | undefined> =>
  (
    await db().query<{ pid: number }>(
      `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 1
         AND ((classid::bigint << 32) | objid::bigint) = $1::bigint`,
      [QUEUE_LOCK],
    )
  ).rows[0]?.pid

it('gives up a lease whose connection goes silent within 5 s, and another copy takes it once PostgreSQL lets it go', async () => {
  const firstLog = recordingLog()
  const first = createQueueLease({ connectionString: databaseUrl, log: firstLog })
  const second = createQueueLease({
    connectionString: databaseUrl,
    log: recordingLog(),
    retryMs: 0,
  })
  try {
    expect(await first.hold()).toBe(true)
    expect(await second.hold()).toBe(false)
    const silent = await leaseHolder()
    expect(silent).toBeDefined()
    await whilePaused(silent!, async () => {
      const gaveUp = firstLog.next('warn')
      expect(await within(5000, 'the lease given up', gaveUp)).toMatch(/no answer to a keepalive/)
      // The paused backend still holds the lock: no one runs the queue, this copy included.
      expect(await first.hold()).toBe(false)
      expect(await second.hold()).toBe(false)
    })
    // Resumed, the backend finds its client gone and ends, and the lock with it.
    const waiter = new pg.Client({ connectionString: databaseUrl })
    await waiter.connect()
    try {
      await waiter.query("SET lock_timeout = '5s'")
      await waiter.query('SELECT pg_advisory_lock($1)', [QUEUE_LOCK])
      await waiter.query('SELECT pg_advisory_unlock($1)', [QUEUE_LOCK])
    } finally {
      await waiter.end()
    }
    expect(await second.hold()).toBe(true)
    expect(await leaseHolder()).not.toBe(silent)
  } finally {
    await first.release()
    await second.release()
  }
})
