import type { Payload } from 'payload'

import { poolOf } from '../database/pool'
import { openWatchedConnection, type StateLog, type WatchedConnection } from '../database/watched-connection'

/** The advisory lock's key: any number no other code of ours uses for a lock (release.ts has the next-door one). */
export const QUEUE_LOCK = 7_104_202_612
/** How often a process without the lease asks again (the one with it may have stopped). */
const RETRY_MS = 5000

export type QueueLease = {
  /** Whether this process holds the lease, asking for it when it does not and RETRY_MS has passed. */
  hold: () => Promise<boolean>
  /** Gives the lease up (a process stopping), so another copy takes the queue over at once. */
  release: () => Promise<void>
}

/**
 * The lease on the email queue: PostgreSQL's advisory lock, held on a watched connection of its own
 * (database/watched-connection.ts) for as long as the process runs. When the process or that connection goes,
 * the lock goes with it and another copy takes over within RETRY_MS. A connection that goes quiet is given up
 * within seconds, so this process stops running the queue it can no longer be sure it alone runs; another copy
 * takes the lock once PostgreSQL lets it go (the backend resumes and finds its client gone, or the server's TCP
 * keepalive ends it).
 */
export const createQueueLease = ({
  connectionString,
  log,
  retryMs = RETRY_MS,
}: {
  connectionString: string
  log: StateLog
  retryMs?: number
}): QueueLease => {
  let held: WatchedConnection | undefined
  let nextTry = 0
  return {
    hold: async () => {
      if (held) return true
      if (Date.now() < nextTry) return false
      nextTry = Date.now() + retryMs
      let connection: WatchedConnection | undefined
      try {
        connection = await openWatchedConnection({
          connectionString,
          name: 'email queue lease',
          onLost: (reason) => {
            if (held !== connection) return
            held = undefined
            log.warn(`Gave up the email queue's lease: its connection was lost (${reason})`)
          },
        })
        const { rows } = await connection.client.query<{ held: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS held',
          [QUEUE_LOCK],
        )
        if (rows[0]?.held) {
          held = connection
          log.info("Holding the email queue's lease")
          return true
        }
      } catch {
        // The database is out of reach: no lease this time.
      }
      await connection?.close()
      return false
    },
    release: async () => {
      const connection = held
      held = undefined
      await connection?.close()
    },
  }
}

const leases = new WeakMap<Payload, QueueLease>()

const leaseOf = (payload: Payload): QueueLease => {
  let lease = leases.get(payload)
  if (!lease) {
    lease = createQueueLease({
      connectionString: poolOf(payload).options.connectionString ?? '',
      log: payload.logger,
    })
    leases.set(payload, lease)
  }
  return lease
}

/**
 * Whether this process may run the email queue: only the one holding the lease does. Payload's runner claims jobs
 * by reading them and then marking them one by one, so two runners at once can both take the same job and send its
 * email twice.
 */
export const holdsQueueLease = (payload: Payload): Promise<boolean> => leaseOf(payload).hold()

/** Gives this process's lease up (a process stopping), so another copy takes the queue over at once. */
export const releaseQueueLease = async (payload: Payload): Promise<void> => {
  await leases.get(payload)?.release()
}
