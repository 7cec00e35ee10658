import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { is, sql } from '@payloadcms/db-postgres/drizzle'
import { getTableConfig, isPgEnum, PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import { createDataloaderCacheKey, createLocalReq, type Payload, type PayloadRequest } from 'payload'
import type { Pool } from 'pg'

import { CLAIM_STANDS } from './queries/email-claims'
import { insertEmailJobs } from './queries/insert-email-jobs'
import { archive, job, jobState, PG_BOSS_SCHEMA_VERSION, version } from './queries/pg-boss-tables'
import { renderSql } from './queries/render-sql'
import { INSERT_LEADS } from './queries/store-quote-request'
import * as payloadSchema from './schema'

/**
 * The one module that reaches into Payload's and pg-boss's internals: the Postgres adapter's pool, its transaction
 * sessions and its Drizzle instance, Payload's dataloader keys, and the tables of both that our own SQL reads and
 * writes. None of these is a documented API, so checkPayloadInternals runs at every start (server, worker, release:
 * runtime/start-payload.ts, once the migrations ran) and stops the process with what changed, rather than letting
 * the first quote request or email find out (docs/decisions/0031-payload-internals-behind-one-check.md).
 */

const adapterOf = (payload: Payload): PostgresAdapter => payload.db as unknown as PostgresAdapter

/** Payload's own connection pool, for the few writes and counters that go around its Local API. */
export const payloadPool = (payload: Payload): Pool => adapterOf(payload).pool

/**
 * Drizzle on `req`'s transaction (or outside one, without it): what Payload's own Local API calls given `req` use,
 * so SQL run on it commits or rolls back with them.
 */
export const payloadDrizzle = async (req: PayloadRequest) => {
  const adapter = adapterOf(req.payload)
  const session = req.transactionID ? adapter.sessions?.[await req.transactionID]?.db : undefined
  return session ?? adapter.drizzle
}

type DataloaderKeyArgs = Parameters<typeof createDataloaderCacheKey>[0]

/**
 * A key for `req.payloadDataLoader`, with the request's part (locale, transaction) filled in as Payload's own
 * population writes it, so a document asked for here joins the batch of the read that asked (the site has no
 * locales).
 */
export const dataloaderKey = (
  req: PayloadRequest,
  args: Omit<DataloaderKeyArgs, 'locale' | 'fallbackLocale' | 'transactionID'>,
): string =>
  createDataloaderCacheKey({
    ...args,
    ...({
      locale: req.locale,
      fallbackLocale: req.fallbackLocale,
      transactionID: req.transactionID,
    } as unknown as Pick<DataloaderKeyArgs, 'locale' | 'fallbackLocale' | 'transactionID'>),
  })

type Queryable = Pick<Pool, 'query'>

/** Each table and enum of Payload's generated schema and of pg-boss's that we use, with its columns or values. */
const payloadShape = (defaultSchema: string) => {
  const tables = new Map<string, string[]>()
  const enums = new Map<string, string[]>()
  for (const value of [...Object.values(payloadSchema), job, archive, version]) {
    if (is(value, PgTable)) {
      const config = getTableConfig(value)
      tables.set(
        `${config.schema ?? defaultSchema}.${config.name}`,
        config.columns.map((column) => column.name),
      )
    }
  }
  for (const value of [...Object.values(payloadSchema), jobState]) {
    if (isPgEnum(value)) enums.set(`${value.schema ?? defaultSchema}.${value.enumName}`, value.enumValues)
  }
  return { tables, enums }
}

/** Where the database differs from what our SQL was written against, in words; empty when it does not. */
export const databaseShapeProblems = async (db: Queryable, defaultSchema = 'public'): Promise<string[]> => {
  const { tables, enums } = payloadShape(defaultSchema)
  const schemas = [...new Set([...tables.keys(), ...enums.keys()].map((name) => name.split('.')[0]!))]
  const problems: string[] = []

  const { rows: columns } = await db.query<{ name: string; column_name: string }>(
    `SELECT table_schema || '.' || table_name AS name, column_name FROM information_schema.columns
     WHERE table_schema = ANY($1)`,
    [schemas],
  )
  const found = new Set(columns.map((row) => `${row.name}.${row.column_name}`))
  const tablesFound = new Set(columns.map((row) => row.name))
  for (const [table, names] of tables) {
    if (!tablesFound.has(table)) {
      problems.push(`table ${table} is missing`)
      continue
    }
    for (const name of names) {
      if (!found.has(`${table}.${name}`)) problems.push(`column ${table}.${name} is missing`)
    }
  }

  const { rows: labels } = await db.query<{ name: string; label: string }>(
    `SELECT n.nspname || '.' || t.typname AS name, e.enumlabel AS label
     FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
     WHERE n.nspname = ANY($1)`,
    [schemas],
  )
  const labelsFound = new Set(labels.map((row) => `${row.name}.${row.label}`))
  for (const [type, values] of enums) {
    for (const value of values) {
      if (!labelsFound.has(`${type}.${value}`)) problems.push(`enum ${type} has no value '${value}'`)
    }
  }

  const versionTable = getTableConfig(version)
  if (tablesFound.has(`${versionTable.schema}.${versionTable.name}`)) {
    const versionQuery = renderSql(sql`SELECT max(${version.version}) AS version FROM ${version}`)
    const { rows } = await db.query<{ version: number | null }>(versionQuery.sql, versionQuery.params)
    const installed = rows[0]?.version ?? null
    if (installed !== PG_BOSS_SCHEMA_VERSION) {
      problems.push(
        `pg-boss's schema is at version ${installed}, and our SQL on it was written for version ${PG_BOSS_SCHEMA_VERSION} (database/queries/pg-boss-tables.ts)`,
      )
    }
  }

  // Planned, not run: PostgreSQL resolves every name, type and enum literal of a statement when it plans it.
  const statements: [string, { sql: string; params: unknown[] }][] = [
    ['the quote request', INSERT_LEADS],
    [
      'the email jobs insert',
      renderSql(insertEmailJobs(sql`SELECT ''::text, '{}'::jsonb, NULL::timestamptz WHERE false`)),
    ],
    ["the email claim's check", CLAIM_STANDS],
  ]
  if (problems.length === 0) {
    for (const [name, statement] of statements) {
      try {
        await db.query(
          `EXPLAIN ${statement.sql}`,
          statement.params.map(() => null),
        )
      } catch (error) {
        problems.push(
          `${name}'s SQL no longer plans: ${error instanceof Error ? error.message : String(error)}`,
        )
        // A failed statement ends the transaction it ran in, when the check runs in one.
        break
      }
    }
  }
  return problems
}

/** What Payload's adapter and request must still offer for the functions above. */
const adapterProblems = async (payload: Payload): Promise<string[]> => {
  const adapter = adapterOf(payload)
  const req = await createLocalReq({}, payload)
  return [
    typeof adapter.pool?.query !== 'function' && 'the Postgres adapter has no pg pool at payload.db.pool',
    typeof adapter.drizzle?.execute !== 'function' &&
      'the Postgres adapter has no Drizzle instance at payload.db.drizzle',
    (typeof adapter.sessions !== 'object' || adapter.sessions === null) &&
      'the Postgres adapter keeps no transaction sessions at payload.db.sessions',
    typeof req.payloadDataLoader?.load !== 'function' &&
      "Payload's requests carry no dataloader at req.payloadDataLoader",
  ].filter((problem): problem is string => typeof problem === 'string')
}

/**
 * Stops the start when Payload or pg-boss no longer offer what this module relies on: after an upgrade, or on a
 * database the migrations did not bring up to date.
 */
export const checkPayloadInternals = async (
  payload: Payload,
  db: Queryable = payloadPool(payload),
): Promise<void> => {
  const problems = await adapterProblems(payload)
  if (problems.length === 0) problems.push(...(await databaseShapeProblems(db)))
  if (problems.length > 0) {
    throw new Error(
      `Payload or pg-boss no longer offers what cms/src/database/payload-internals.ts relies on:\n- ${problems.join('\n- ')}`,
    )
  }
}
