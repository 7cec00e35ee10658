import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import type { TestProject } from 'vitest/node'

import { startEmbeddedDatabase, stopOrphan } from '../src/database/embedded'
import { projectRoot } from '../src/runtime/paths'
import { TEST_SECRET } from './secret'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

/**
 * A fresh embedded PostgreSQL for the integration run, migrated once by the same command operators use.
 * (Migrating in a child process also keeps Payload out of Vitest's main process, where loading it could stall.)
 */
export default async function setup(project: TestProject) {
  const dataDir = path.join(projectRoot, '.data', 'test', 'postgres')
  await stopOrphan(dataDir)
  await rm(dataDir, { recursive: true, force: true })
  const database = await startEmbeddedDatabase({
    dataDir,
    port: Number(process.env.TEST_POSTGRES_PORT ?? 54340),
  })
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'cms/src/cli/migrate.ts'], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: database.url, PAYLOAD_SECRET: TEST_SECRET },
    })
  } catch (error) {
    await database.stop()
    throw error
  }
  project.provide('databaseUrl', database.url)
  return () => database.stop()
}
