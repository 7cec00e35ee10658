import type { PostgresAdapter } from '@payloadcms/db-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BUDGET_RANGES, CONTACT_PREFERENCES, TIMEFRAMES } from '../../contracts/lead-options'
import { testPayload } from '../../../test/payload'
import { installEmailQueue } from '../../email/queue/email-boss'
import { findLead, insertLeads, type LeadRecord } from './store-quote-request'

/**
 * The quote request's SQL (database/queries/store-quote-request.ts) names Payload's tables, columns and enums through
 * the committed schema.ts, which typecheck holds it to. These tests hold schema.ts to the database: they run the SQL
 * against a database built from nothing but the schema Payload generates from the current config and version (not
 * from the committed migrations, which a Payload upgrade does not rewrite), so a name that stops existing there
 * fails here: PostgreSQL resolves every identifier and every enum literal of a statement when it parses it, even
 * when the statement then writes no row. The email jobs it queues go into pg-boss's table, built here by the
 * installed pg-boss itself, as the release step builds it.
 */

const SCRATCH = `payload_schema_${process.pid}`

let admin: pg.Client
let scratch: pg.Pool

const scratchUrl = (): string => {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${SCRATCH}`
  return url.toString()
}

/** Payload's generated schema as DDL: the migration it would write from an empty database. */
const generatedSchema = async (): Promise<string[]> => {
  const adapter = (await testPayload()).db as unknown as PostgresAdapter
  const { generateDrizzleJson, generateMigration } = adapter.requireDrizzleKit()
  return generateMigration(adapter.defaultDrizzleSnapshot, await generateDrizzleJson(adapter.schema))
}

/** A request for a service no scratch row has: it goes through every step but stores nothing. */
const record = (i: number): LeadRecord => ({
  request: {
    serviceSlug: 'no-such-service',
    zipCode: '33101',
    name: 'Schema Check',
    email: `schema-${i}@example.com`,
    phone: '(555) 010-7788',
    contactPref: CONTACT_PREFERENCES[i % CONTACT_PREFERENCES.length]!,
    budgetRange: BUDGET_RANGES[i % BUDGET_RANGES.length],
    timeframe: TIMEFRAMES[i % TIMEFRAMES.length],
    description: 'Checks the SQL against the generated schema.',
    consent: true,
    contractorIds: [crypto.randomUUID()],
    idempotencyKey: crypto.randomUUID(),
    attribution: { utmSource: 'test', referrer: 'https://search.example/' },
  },
  area: { city: 'Miami', state: 'FL' },
  requestHash: `hash-${i}`,
  ip: '127.0.0.1',
  userAgent: 'vitest',
  page: '/quote',
})

beforeAll(async () => {
  const statements = await generatedSchema()
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${SCRATCH}`)
  await admin.query(`CREATE DATABASE ${SCRATCH}`)
  scratch = new pg.Pool({ connectionString: scratchUrl(), max: 1 })
  for (const statement of statements) await scratch.query(statement)
  await installEmailQueue(scratch)
})

afterAll(async () => {
  await scratch?.end()
  await admin?.query(`DROP DATABASE IF EXISTS ${SCRATCH}`)
  await admin?.end()
})

describe("the lead writer's SQL against Payload's generated schema", () => {
  it('names only tables, columns, types and enum values that the schema has', async () => {
    // Every contact preference, budget and timeframe a request may carry, each cast to its enum type.
    const count = Math.max(CONTACT_PREFERENCES.length, BUDGET_RANGES.length, TIMEFRAMES.length)
    const records = Array.from({ length: count }, (_, i) => record(i))

    const results = await insertLeads(scratch, records)

    expect(results).toEqual(records.map(() => ({ outcome: 'unknown-service' })))
  })

  it('finds a lead by its idempotency key by the same names', async () => {
    expect(await findLead(scratch, crypto.randomUUID())).toBeNull()
  })
})
