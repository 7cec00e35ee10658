import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { payloadDrizzle } from './payload-internals'

/**
 * Runs `work` in one transaction on `req` (the caller's own, if it has one already): committed when it returns,
 * rolled back when it throws. Payload's Local API calls given `req` take part in it.
 */
export const inTransaction = async <T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> => {
  const started = await initTransaction(req)
  try {
    const result = await work()
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}

/**
 * Drizzle on `req`'s transaction (or outside one, without it), for the SQL Payload has no call for: a row lock
 * (SELECT … FOR UPDATE) that must hold until the transaction's Local API writes commit.
 */
export const drizzleOf = (req: PayloadRequest) => payloadDrizzle(req)

/** Drizzle on a transaction or outside one: what the queries in database/queries/ run on. */
export type Database = Awaited<ReturnType<typeof drizzleOf>>
