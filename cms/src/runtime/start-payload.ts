import { getPayload, type Payload } from 'payload'

import { startEmbeddedDatabase } from '../database/embedded'
import { checkPayloadInternals } from '../database/payload-internals'
import { poolOf } from '../database/pool'
import payloadConfig from '../payload.config'
import type { Configuration } from './config'
import type { Environment } from './environment'
import { startEmailWorker, type EmailWorker } from '../email/queue/email-worker'
import { migrate } from './release'

export type Runtime = {
  payload: Payload
  config: Configuration
  embedded: boolean
  /** Stops the embedded cluster; an external server is left alone. */
  stopDatabase: () => Promise<void>
  /** Sending the queued emails, in a process started with `sendEmails` (and not told JOBS=off). */
  emailWorker?: EmailWorker
}

/**
 * Database first (embedded, or the one DATABASE_URL names), then Payload on it with the committed migrations
 * applied (one copy at a time, see release.ts). Next's copy of the config shares this Payload instance: getPayload
 * caches it on the process.
 */
export const startPayload = async (
  environment: Environment,
  log: (message: string) => void,
  { sendEmails = false }: { sendEmails?: boolean } = {},
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
    const payload = await getPayload({ config: payloadConfig })
    // An idle connection dropped by the server (a PostgreSQL restart) must cost a reconnect, not the process.
    const pool = poolOf(payload)
    pool.on('error', (error) => log(`Database connection lost: ${error.message}`))
    // The pool listens only to its idle connections. One checked out and between queries (a transaction waiting on
    // an email being sent) would throw its loss as an uncaught exception; its next query reports it instead.
    pool.on('connect', (client) => client.on('error', () => {}))
    await migrate(payload)
    // Before serving anything: what our own SQL and Payload's internals rely on, checked against this database.
    await checkPayloadInternals(payload)
    // The server and `npm run worker` send the queued emails; one-off commands and web-only copies (JOBS=off) do not.
    const emailWorker =
      sendEmails && environment.config.JOBS === 'on'
        ? await startEmailWorker(payload, { concurrency: environment.config.EMAIL_WORKER_CONCURRENCY })
        : undefined
    return { payload, config: environment.config, embedded: environment.embedded, stopDatabase, emailWorker }
  } catch (error) {
    await stopDatabase()
    throw error
  }
}

const POOL_CLOSE_MS = 3000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Closes Payload's pool, then stops an embedded PostgreSQL. */
export const stopPayload = async ({ payload, stopDatabase, emailWorker }: Runtime): Promise<void> => {
  // The email worker first, while the pool is open: the email it is sending is finished and marked (one cut off is
  // taken back by another worker once its claim runs out).
  await emailWorker?.stop()
  const pool = poolOf(payload)
  // The adapter keeps one client checked out for good, so pool.end() never settles: end the others, then go on.
  void pool.end().catch(() => {})
  for (let waited = 0; pool.totalCount > 1 && waited < POOL_CLOSE_MS; waited += 50) {
    await sleep(50)
  }
  await stopDatabase()
}
