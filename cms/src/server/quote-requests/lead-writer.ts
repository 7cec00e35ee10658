import type { Pool } from 'pg'

import { isDatabaseUnavailable } from '../../database/errors'
import { insertLeads, type LeadRecord, type StoreResult } from '../../database/queries/store-quote-request'

export type LeadWriter = { write: (record: LeadRecord) => Promise<StoreResult> }

type Pending = {
  record: LeadRecord
  resolve: (result: StoreResult) => void
  reject: (error: unknown) => void
}

/**
 * Writes quote requests the way PostgreSQL commits them best: a few statements at a time, each carrying every
 * request that arrived while the others ran. A request that finds a statement slot free goes alone, at once, so a
 * quiet site waits for nothing; under load, one round trip, one plan and one commit serve many leads. Each request
 * still resolves only after the statement holding its lead has committed.
 *
 * A batch the database refuses (a row it cannot take) is split in halves and each half retried, so the bad row
 * fails alone in a few statements while the others still go together (retried one at a time, a poisoned batch of
 * 64 took 64 statements, and a few such requests starved everyone else's). When the database is out of reach the
 * whole batch fails at once: the router then answers each request from its idempotency key, in case the batch
 * committed before its connection dropped.
 */
export const createLeadWriter = (
  pool: Pool,
  { statements = 2, maxBatch = 64 }: { statements?: number; maxBatch?: number } = {},
): LeadWriter => {
  const queue: Pending[] = []
  let running = 0

  /** The queue's oldest requests, at most one per idempotency key: a second one waits for the next batch. */
  const takeBatch = (): Pending[] => {
    const batch: Pending[] = []
    const keys = new Set<string>()
    for (let i = 0; i < queue.length && batch.length < maxBatch;) {
      const key = queue[i]!.record.request.idempotencyKey
      if (keys.has(key)) i++
      else {
        keys.add(key)
        batch.push(...queue.splice(i, 1))
      }
    }
    return batch
  }

  const settle = async (batch: Pending[]): Promise<void> => {
    try {
      const results = await insertLeads(
        pool,
        batch.map((pending) => pending.record),
      )
      batch.forEach((pending, i) => pending.resolve(results[i]!))
    } catch (error) {
      if (batch.length > 1 && !isDatabaseUnavailable(error)) {
        const half = Math.ceil(batch.length / 2)
        await Promise.all([settle(batch.slice(0, half)), settle(batch.slice(half))])
      } else for (const pending of batch) pending.reject(error)
    }
  }

  const run = (): void => {
    while (running < statements && queue.length > 0) {
      running++
      void settle(takeBatch()).finally(() => {
        running--
        run()
      })
    }
  }

  return {
    write: (record) =>
      new Promise<StoreResult>((resolve, reject) => {
        queue.push({ record, resolve, reject })
        run()
      }),
  }
}
