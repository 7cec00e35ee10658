import { type ChildProcess, spawn } from 'node:child_process'

import pg from 'pg'

import { NODE_ARGS } from '../scripts/build-server.mjs'
import { DEV_STAFF, E2E_POSTGRES_PORT } from './config'

/**
 * What every process a test starts runs with, on whichever database: a local run (its links may point at
 * localhost) with a staff member to sign in as (the release step refuses to finish without one).
 */
const LOCAL_RUN: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  ALLOW_LOCAL_PUBLIC_URL: '1',
  SEED_ADMIN_EMAIL: DEV_STAFF.email,
  SEED_ADMIN_PASSWORD: DEV_STAFF.password,
}

/**
 * A new, empty database on the end-to-end server's own cluster, standing in for an external PostgreSQL (dropped
 * first if a past run left it): its URL.
 */
export const createExternalDatabase = async (name: string): Promise<string> => {
  const cluster = `postgres://postgres:postgres@127.0.0.1:${E2E_POSTGRES_PORT}`
  const admin = new pg.Client({ connectionString: `${cluster}/postgres` })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  return `${cluster}/${name}`
}

/** The release step (`npm run release`), run to its end as compose runs it before the copies start. */
export const runRelease = async (
  env: Record<string, string>,
): Promise<{ code: number | NodeJS.Signals; output: string }> => {
  let output = ''
  const child = spawn(process.execPath, [...NODE_ARGS, 'dist/release.js'], {
    env: { ...process.env, ...LOCAL_RUN, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await exited(child)
  return { code, output }
}

/** Another copy of the production server, for tests of how it starts and stops. */
export const startServer = async (
  port: number,
  env: Record<string, string>,
): Promise<{ process: ChildProcess; url: string; output: () => string }> => {
  let output = ''
  const child = spawn(process.execPath, [...NODE_ARGS, 'dist/server.js'], {
    env: { ...process.env, ...LOCAL_RUN, PORT: String(port), DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`)
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return { process: child, url, output: () => output }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not become ready:\n${output}`)
}

/** Resolves with the exit code (or signal) once the process has ended. */
export const exited = (child: ChildProcess): Promise<number | NodeJS.Signals> =>
  new Promise((resolve) => {
    // A process killed by a signal has no exit code, only the signal.
    if (child.exitCode !== null || child.signalCode !== null)
      resolve(child.exitCode ?? child.signalCode ?? -1)
    else child.once('exit', (code, signal) => resolve(code ?? signal ?? -1))
  })

/** What the worker (cms/src/worker.ts) says once it sends email. */
export const WORKER_STARTED = 'Sending the queued emails'

/** A copy of the email worker (`npm run worker`), running once it says it has started. */
export const startWorker = async (
  env: Record<string, string>,
): Promise<{ process: ChildProcess; output: () => string }> => {
  let output = ''
  const child = spawn(process.execPath, [...NODE_ARGS, 'dist/worker.js'], {
    env: { ...process.env, ...LOCAL_RUN, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 90_000
  while (!output.includes(WORKER_STARTED)) {
    if (child.exitCode !== null) throw new Error(`worker exited early (${child.exitCode}):\n${output}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`worker did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { process: child, output: () => output }
}
