import type { Payload } from 'payload'
import pg from 'pg'

import { poolOf } from '../database/pool'

/** The advisory lock's key: any number no other code of ours uses for a lock (release.ts has the next-door one). */
const QUEUE_LOCK = 7_104_202_612
/** How often a process without the lease asks again (the one with it may have stopped). */
const RETRY_MS = 5000

type Lease = { held: boolean; nextTry: number; client?: pg.Client }

const leases = new WeakMap<Payload, Lease>()

/**
 * Whether this process may run the email queue: only the one holding PostgreSQL's advisory lock for it does.
 * Payload's runner claims jobs by reading them and then marking them one by one, so two runners at once can both
 * take the same job and send its email twice. The lock lives on a connection of its own, held for as long as the
 * process runs: when the process (or that connection) goes, the lock goes with it and another copy takes over
 * within RETRY_MS.
 */
export const holdsQueueLease = async (payload: Payload): Promise<boolean> => {
  let lease = leases.get(payload)
  if (!lease) {
    lease = { held: false, nextTry: 0 }
    leases.set(payload, lease)
  }
  if (lease.held) return true
  if (Date.now() < lease.nextTry) return false
  lease.nextTry = Date.now() + RETRY_MS
  const client = new pg.Client({ connectionString: poolOf(payload).options.connectionString })
  const lost = () => {
    if (lease.client === client) Object.assign(lease, { held: false, client: undefined })
  }
  client.on('error', lost)
  client.on('end', lost)
  try {
    await client.connect()
    const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [
      QUEUE_LOCK,
    ])
    if (rows[0]?.held) {
      Object.assign(lease, { held: true, client })
      return true
    }
  } catch {
    // The database is out of reach: no lease this time.
  }
  await client.end().catch(() => {})
  return false
}

/** Gives the lease up (a process stopping), so another copy takes the queue over at once. */
export const releaseQueueLease = async (payload: Payload): Promise<void> => {
  const lease = leases.get(payload)
  const client = lease?.client
  if (!lease || !client) return
  Object.assign(lease, { held: false, client: undefined })
  await client.end().catch(() => {})
}
