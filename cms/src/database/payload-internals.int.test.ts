import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { testPayload } from '../../test/payload'
import { checkPayloadInternals, databaseShapeProblems } from './payload-internals'
import { poolOf } from './pool'

/**
 * The start-up check against the test database as the migrations left it, then against the same database changed
 * inside a transaction that is rolled back: a column renamed, an enum value renamed, a pg-boss column dropped and
 * its version moved, a column's type changed.
 */

let payload: Payload
let client: PoolClient

beforeAll(async () => {
  payload = await testPayload()
})

beforeEach(async () => {
  client = await poolOf(payload).connect()
  await client.query('BEGIN')
})

afterEach(async () => {
  await client.query('ROLLBACK')
  client.release()
})

describe("the start-up check of Payload's and pg-boss's internals", () => {
  it('passes on a database the migrations brought up to date', async () => {
    expect(await databaseShapeProblems(client)).toEqual([])
    await expect(checkPayloadInternals(payload, client)).resolves.toBeUndefined()
  })

  it('names each column, enum value and pg-boss version that no longer matches, and stops the start', async () => {
    await client.query('ALTER TABLE leads RENAME COLUMN phone_digits TO phone_numerals')
    await client.query("ALTER TYPE enum_leads_contact_pref RENAME VALUE 'both' TO 'either'")
    await client.query('ALTER TABLE pgboss.job DROP COLUMN keep_until')
    await client.query('UPDATE pgboss.version SET version = 23')
    expect(await databaseShapeProblems(client)).toEqual([
      'column public.leads.phone_digits is missing',
      'column pgboss.job.keep_until is missing',
      "enum public.enum_leads_contact_pref has no value 'both'",
      "pg-boss's schema is at version 23, and our SQL on it was written for version 24 (database/queries/pg-boss-tables.ts)",
    ])
    await expect(checkPayloadInternals(payload, client)).rejects.toThrow(
      /payload-internals\.ts relies on:\n- column public\.leads\.phone_digits is missing/,
    )
  })

  it('names a statement of ours that no longer plans, when a column changed its type', async () => {
    await client.query('ALTER TABLE leads ALTER COLUMN consent DROP DEFAULT')
    await client.query('ALTER TABLE leads ALTER COLUMN consent TYPE integer USING consent::integer')
    const problems = await databaseShapeProblems(client)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^the quote request's SQL no longer plans: column "consent" is of type integer/,
    )
  })
})
