import { EventEmitter, once } from 'node:events'

import pg from 'pg'
import { afterEach, beforeEach } from 'vitest'

import type { StateLog } from '../src/database/watched-connection'

/**
 * A connection of the test's own to the run's database (set up by cms/test/setup-env.ts), open during each test:
 * to find, watch and pause the backends of the connections under test.
 */
export const observerConnection = (): { databaseUrl: string; db: () => pg.Client } => {
  const databaseUrl = process.env.DATABASE_URL ?? ''
  let client: pg.Client | undefined
  beforeEach(async () => {
    client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
  })
  afterEach(() => client?.end())
  return {
    databaseUrl,
    db: () => {
      if (!client) throw new Error('the observer connection is open only during a test')
      return client
    },
  }
}

/**
 * Pauses a PostgreSQL backend process (the embedded server runs here, as a child of this machine), as a hung
 * process or a network path dropped silently looks to its client: the connection stays open and nothing answers.
 * Resumed whatever the test does with it.
 */
export const whilePaused = async <T>(pid: number, run: () => Promise<T>): Promise<T> => {
  process.kill(pid, 'SIGSTOP')
  try {
    return await run()
  } finally {
    process.kill(pid, 'SIGCONT')
  }
}

/** The backends serving connections of this `application_name`, oldest first. */
export const backendsNamed = async (db: pg.Client, name: string): Promise<number[]> =>
  (
    await db.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE application_name = $1 ORDER BY backend_start',
      [name],
    )
  ).rows.map((row) => row.pid)

/** A state log whose lines a test can wait for: `next('warn')` resolves with the next warning's text. */
export const recordingLog = (): StateLog & { next: (level: 'info' | 'warn') => Promise<string> } => {
  const lines = new EventEmitter()
  return {
    info: (message) => lines.emit('info', message),
    warn: (message) => lines.emit('warn', message),
    next: async (level) => String((await once(lines, level))[0]),
  }
}

/** The promise's value, or a failure naming what did not happen within `ms`. */
export const within = async <T>(ms: number, what: string, promise: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}
