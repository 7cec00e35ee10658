import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { generateTypes } from 'payload/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../test/payload'

/**
 * The committed schema.ts and payload-types.ts are what Payload generates from the current config and version:
 * typed queries and types checked against a stale file would pass `npm run typecheck` and fail in production.
 */

const COMMITTED_SCHEMA = path.resolve(import.meta.dirname, 'schema.ts')
const COMMITTED_TYPES = path.resolve(import.meta.dirname, '../payload-types.ts')

let scratchDir: string

beforeAll(async () => {
  scratchDir = await mkdtemp(path.join(tmpdir(), 'generated-files-'))
})

afterAll(async () => {
  await rm(scratchDir, { recursive: true, force: true })
})

describe('the generated files', () => {
  it("match Payload's Drizzle schema of the current config", async () => {
    const payload = await testPayload()
    const outputFile = path.join(scratchDir, 'schema.ts')
    await payload.db.generateSchema?.({ outputFile, log: false, prettify: true })
    const committed = await readFile(COMMITTED_SCHEMA, 'utf8')
    expect(
      (await readFile(outputFile, 'utf8')) === committed,
      'cms/src/database/schema.ts is out of date: run `npm run generate:db-schema` and commit the result',
    ).toBe(true)
  })

  it("match Payload's TypeScript types of the current config", async () => {
    const payload = await testPayload()
    const outputFile = path.join(scratchDir, 'payload-types.ts')
    const previous = process.env.PAYLOAD_TS_OUTPUT_PATH
    // Payload's generator writes where this says, or else over the committed file.
    process.env.PAYLOAD_TS_OUTPUT_PATH = outputFile
    try {
      await generateTypes(payload.config, { log: false })
    } finally {
      if (previous === undefined) delete process.env.PAYLOAD_TS_OUTPUT_PATH
      else process.env.PAYLOAD_TS_OUTPUT_PATH = previous
    }
    const committed = await readFile(COMMITTED_TYPES, 'utf8')
    expect(
      (await readFile(outputFile, 'utf8')) === committed,
      'cms/src/payload-types.ts is out of date: run `npm run generate:types` and commit the result',
    ).toBe(true)
  })
})
