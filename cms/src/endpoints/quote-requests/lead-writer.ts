import type { Pool } from 'pg'

import { insertLeads, type LeadRecord, type StoreResult } from './store'

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
 * A failed batch of several is retried one request at a time, so a row the database refuses fails only its own
 * request, and a batch that committed before its connection dropped answers each request from its idempotency key.
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
      if (batch.length === 1) batch[0]!.reject(error)
      else for (const pending of batch) await settle([pending])
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
