import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import type { TestProject } from 'vitest/node'

import { buildServer, NODE_ARGS, SERVER_ENTRIES } from '../../scripts/build-server.mjs'
import { startEmbeddedDatabase, stopOrphan } from '../src/database/embedded'
import { projectRoot } from '../src/runtime/paths'
import { TEST_SECRET } from './secret'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    mediaDir: string
  }
}

/** Applies the migrations with the migrate command as production builds and runs it (scripts/build-server.mjs). */
const migrate = async (databaseUrl: string, port: number): Promise<void> => {
  const outdir = path.join('.data', 'test', `build-${port}`)
  await buildServer({ outdir, entries: { migrate: SERVER_ENTRIES.migrate } })
  try {
    await promisify(execFile)(process.execPath, [...NODE_ARGS, path.join(outdir, 'migrate.js')], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: TEST_SECRET },
    })
  } catch (error) {
    const { code, stdout = '', stderr = '' } = error as { code?: number; stdout?: string; stderr?: string }
    throw new Error(`Migrating the test database failed (exit ${code}):\n${stdout}${stderr}`)
  }
}

/**
 * A fresh embedded PostgreSQL for the integration run, migrated once by the same command operators use.
 * (Migrating in a child process also keeps Payload out of Vitest's main process, where loading it could stall.)
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.TEST_POSTGRES_PORT ?? 54340)
  // One data directory per port, so runs on different ports (e.g. two checkouts' test runs) do not meet.
  const dataDir = path.join(projectRoot, '.data', 'test', `postgres-${port}`)
  // Uploads of the run, beside its database, so a run's tests find on disk only the files it made.
  const mediaDir = path.join(projectRoot, '.data', 'test', `media-${port}`)
  await stopOrphan(dataDir)
  await rm(dataDir, { recursive: true, force: true })
  await rm(mediaDir, { recursive: true, force: true })
  const database = await startEmbeddedDatabase({ dataDir, port })
  try {
    await migrate(database.url, port)
  } catch (error) {
    await database.stop()
    throw error
  }
  project.provide('databaseUrl', database.url)
  project.provide('mediaDir', mediaDir)
  return () => database.stop()
}
