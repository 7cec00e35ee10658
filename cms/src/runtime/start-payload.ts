import { getPayload, type Payload } from 'payload'

import { startEmbeddedDatabase } from '../database/embedded'
import { poolOf } from '../database/pool'
import config from '../payload.config'
import type { Environment } from './environment'
import { releaseQueueLease } from './queue-lease'
import { migrate } from './release'

export type Runtime = {
  payload: Payload
  embedded: boolean
  /** Stops the embedded cluster; an external server is left alone. */
  stopDatabase: () => Promise<void>
}

/**
 * Database first (embedded, or the one DATABASE_URL names), then Payload on it with the committed migrations
 * applied (one copy at a time, see release.ts). Next's copy of the config shares this Payload instance: getPayload
 * caches it on the process.
 */
export const startPayload = async (
  environment: Environment,
  log: (message: string) => void,
  { runJobs = false }: { runJobs?: boolean } = {},
): Promise<Runtime> => {
  const stopDatabase = environment.embedded
    ? (
        await startEmbeddedDatabase({
          dataDir: environment.embeddedDataDir,
          port: environment.embeddedPort,
          log,
        })
      ).stop
    : async () => {}
  try {
    // cron runs the jobs queue (emails) in this process: the server does, one-off commands do not.
    const payload = await getPayload({ config, cron: runJobs })
    // An idle connection dropped by the server (a PostgreSQL restart) must cost a reconnect, not the process.
    const pool = poolOf(payload)
    pool.on('error', (error) => log(`Database connection lost: ${error.message}`))
    // The pool listens only to its idle connections. One checked out and between queries (a transaction waiting on
    // an email being sent) would throw its loss as an uncaught exception; its next query reports it instead.
    pool.on('connect', (client) => client.on('error', () => {}))
    await migrate(payload)
    return { payload, embedded: environment.embedded, stopDatabase }
  } catch (error) {
    await stopDatabase()
    throw error
  }
}

const POOL_CLOSE_MS = 3000
const JOBS_FINISH_MS = 10_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Closes Payload's pool, then stops an embedded PostgreSQL. */
export const stopPayload = async ({ payload, stopDatabase }: Runtime): Promise<void> => {
  // The email queue's schedule first: a tick on a closed pool only fills the log with errors. A run under way
  // finishes on the open pool: cut off, it left its transaction open on a connection the stopping database dropped.
  const crons = payload.crons.splice(0)
  for (const cron of crons) cron.stop()
  for (let waited = 0; crons.some((cron) => cron.isBusy()) && waited < JOBS_FINISH_MS; waited += 50) {
    await sleep(50)
  }
  await releaseQueueLease(payload)
  const pool = poolOf(payload)
  // The adapter keeps one client checked out for good, so pool.end() never settles: end the others, then go on.
  void pool.end().catch(() => {})
  for (let waited = 0; pool.totalCount > 1 && waited < POOL_CLOSE_MS; waited += 50) {
    await sleep(50)
  }
  await stopDatabase()
}
