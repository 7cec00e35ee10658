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

/**
 * Migrates, then checks the tables are there. Twice in CI (session notes) every test found them missing although
 * the migrate command had succeeded; so a run that ends without them is retried once, and otherwise fails here,
 * with the command's own output, instead of in every test file.
 */
const migrateOrExplain = async (databaseUrl: string): Promise<void> => {
  let output = ''
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const { stdout, stderr } = await migrate(databaseUrl)
    output += `--- migrate, attempt ${attempt}\n${stdout}${stderr}`
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
  const dataDir = path.join(projectRoot, '.data', 'test', 'postgres')
  await stopOrphan(dataDir)
  await rm(dataDir, { recursive: true, force: true })
  const database = await startEmbeddedDatabase({
    dataDir,
    port: Number(process.env.TEST_POSTGRES_PORT ?? 54340),
  })
  try {
    await migrateOrExplain(database.url)
  } catch (error) {
    await database.stop()
    throw error
  }
  project.provide('databaseUrl', database.url)
  return () => database.stop()
}
