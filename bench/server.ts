import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'

import { stopOrphan } from '../cms/src/database/embedded'
import { embeddedDatabaseUrl } from '../cms/src/database/embedded-address'
import { DEVELOPMENT_STAFF } from '../cms/src/runtime/staff-account'
import { NODE_ARGS } from '../scripts/build-server.mjs'

// Overridable, so two measurements can run side by side on one machine.
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3200)
export const BENCH_POSTGRES_PORT = Number(process.env.BENCH_POSTGRES_PORT ?? 54360)
export const BENCH_DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? '.data/bench')
export const BENCH_URL = `http://127.0.0.1:${BENCH_PORT}`
/** The mail server the email workers send to (email-queue.ts starts one that accepts everything). */
export const BENCH_SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 25360)
/** Shared by the copies, so a session made on one is good on the other. */
const BENCH_SECRET = 'benchmark-secret-0123456789abcdef0123456789'

/**
 * What every process of the benchmark runs with: one secret, so a session made on one copy is good on another; a
 * local run on any database (links may point at this machine), with the development login as the staff member the
 * release step requires (signInToken signs in with it).
 */
const LOCAL_RUN: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  PAYLOAD_SECRET: BENCH_SECRET,
  ALLOW_LOCAL_PUBLIC_URL: '1',
  SEED_ADMIN_EMAIL: DEVELOPMENT_STAFF.email,
  SEED_ADMIN_PASSWORD: DEVELOPMENT_STAFF.password,
}

export type BenchServer = { process: ChildProcess; url: string; stop: () => Promise<void> }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const waitUntilReady = async (url: string, timeoutMs = 120_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return
    await sleep(250)
  }
  throw new Error(`the server at ${url} did not become ready`)
}

/** Deletes the benchmark's data (or another run's), so the next server starts on an empty database and seeds it. */
export const resetBenchData = async (dataDir = BENCH_DATA_DIR): Promise<void> => {
  await stopOrphan(path.join(dataDir, 'postgres'))
  await rm(dataDir, { recursive: true, force: true })
}

/**
 * The production server on the benchmark's own embedded database. Its log goes to a file: the benchmarks make
 * thousands of requests, and mail is logged when there is no SMTP_URL. `copy` 2 is another copy on the first one's
 * database, one port up, as behind a load balancer.
 */
export const startBenchServer = async (
  env: Record<string, string> = {},
  copy: 1 | 2 = 1,
  // Another run's place (the fuzz's): its own port, data and database.
  { port: firstPort = BENCH_PORT, dataDir = BENCH_DATA_DIR, postgresPort = BENCH_POSTGRES_PORT } = {},
): Promise<BenchServer> => {
  await mkdir(dataDir, { recursive: true })
  const log = createWriteStream(path.join(dataDir, `server-${copy}.log`), { flags: 'a' })
  const port = firstPort + copy - 1
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...NODE_ARGS, 'dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      // The first copy starts the embedded database; the second uses it like an external one.
      DATABASE_URL: copy === 1 ? '' : embeddedDatabaseUrl(postgresPort),
      // On an external database production must name a mail server. The benchmarks run their copies with JOBS=off,
      // so none is reached: a port where nothing listens.
      ...(copy === 2 ? { SMTP_URL: 'smtp://127.0.0.1:9' } : {}),
      ...LOCAL_RUN,
      // Benchmark-only: every request comes from this one machine, so the per-address limit would cap the run.
      QUOTE_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await Promise.race([
    waitUntilReady(url),
    exited.then(() => {
      throw new Error(`the benchmark server exited early; see ${dataDir}/server-${copy}.log`)
    }),
  ])
  return {
    process: child,
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

export type BenchWorker = { process: ChildProcess; stop: () => Promise<void> }

/**
 * An email worker (`npm run worker`) on the benchmark's database, sending to the benchmark's mail server; resolves
 * once it says it sends (it claims its first job as it starts). `n` names its log and its heartbeat file.
 */
export const startBenchWorker = async (
  n: number,
  env: Record<string, string> = {},
  { dataDir = BENCH_DATA_DIR, postgresPort = BENCH_POSTGRES_PORT } = {},
): Promise<BenchWorker> => {
  const log = createWriteStream(path.join(dataDir, `worker-${n}.log`), { flags: 'a' })
  const child = spawn(process.execPath, [...NODE_ARGS, 'dist/worker.js'], {
    env: {
      ...process.env,
      ...LOCAL_RUN,
      DATA_DIR: dataDir,
      DATABASE_URL: embeddedDatabaseUrl(postgresPort),
      SMTP_URL: `smtp://127.0.0.1:${BENCH_SMTP_PORT}`,
      WORKER_HEARTBEAT_FILE: path.join(dataDir, `worker-${n}.heartbeat`),
      JOBS: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  const started = new Promise<void>((resolve) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString()
      if (!output.includes('Sending the queued emails')) return
      child.stdout?.off('data', listen)
      resolve()
    }
    child.stdout?.on('data', listen)
  })
  await Promise.race([
    started,
    exited.then(() => {
      throw new Error(`the benchmark worker exited early; see ${dataDir}/worker-${n}.log`)
    }),
  ])
  return {
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** A session token of the development staff member, whom the first start seeds on any database (above). */
export const signInToken = async (url: string): Promise<string> => {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEVELOPMENT_STAFF),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}
