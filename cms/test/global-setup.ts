import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { startEmbeddedDatabase, stopOrphan } from '../src/database/embedded'
import { projectRoot } from '../src/runtime/paths'
import { TEST_SECRET } from './secret'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

const migrate = (databaseUrl: string) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'cms/src/cli/migrate.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: TEST_SECRET },
  })

/** Tables the first and the last committed migration create. */
const missingTables = async (databaseUrl: string): Promise<string[]> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string; found: string | null }>(
      `SELECT name, to_regclass('public.' || name)::text AS found FROM unnest($1::text[]) AS name`,
      [['users', 'leads', 'payload_jobs', 'payload_migrations']],
    )
    return rows.filter((row) => row.found === null).map((row) => row.name)
  } finally {
    await client.end()
  }
}

/** Node's exit code for a top-level await that never settled. */
const UNSETTLED_AWAIT = 13

/**
 * Migrates, then checks the tables are there. In CI the migrate command has twice ended at once with Node's exit
 * code 13 and no output at all (never by hand, on the same clone): Node gave up on an await that had not even
 * started our code. Such a run, and a run that ends without the tables, is retried once; any other failure, or a
 * second one, fails here with the command's own output instead of in every test file.
 */
const migrateOrExplain = async (databaseUrl: string): Promise<void> => {
  let output = ''
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      const { stdout, stderr } = await migrate(databaseUrl)
      output += `--- migrate, attempt ${attempt}\n${stdout}${stderr}`
    } catch (error) {
      const { code, stdout = '', stderr = '' } = error as { code?: number; stdout?: string; stderr?: string }
      output += `--- migrate, attempt ${attempt}: exit ${code}\n${stdout}${stderr}`
      if (code !== UNSETTLED_AWAIT || attempt === 2)
        throw new Error(`Migrating the test database failed:\n${output}`)
      console.warn(`The migrate command exited with code ${code} (attempt ${attempt}); trying again.`)
      continue
    }
    const missing = await missingTables(databaseUrl)
    if (missing.length === 0) return
    console.warn(`Tables missing after migrating (attempt ${attempt}): ${missing.join(', ')}\n${output}`)
  }
  throw new Error(`The test database has no tables after migrating twice:\n${output}`)
}

/**
 * A fresh embedded PostgreSQL for the integration run, migrated once by the same command operators use.
 * (Migrating in a child process also keeps Payload out of Vitest's main process, where loading it could stall.)
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.TEST_POSTGRES_PORT ?? 54340)
  // One data directory per port, so runs on different ports (e.g. two checkouts' test runs) do not meet.
  const dataDir = path.join(projectRoot, '.data', 'test', `postgres-${port}`)
  await stopOrphan(dataDir)
  await rm(dataDir, { recursive: true, force: true })
  const database = await startEmbeddedDatabase({ dataDir, port })
  try {
    await migrateOrExplain(database.url)
  } catch (error) {
    await database.stop()
    throw error
  }
  project.provide('databaseUrl', database.url)
  return () => database.stop()
}
