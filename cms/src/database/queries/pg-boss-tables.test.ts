import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { PG_BOSS_SCHEMA_VERSION } from './pg-boss-tables'

describe("pg-boss's tables as our SQL describes them", () => {
  it('are described for the schema version the installed pg-boss installs', async () => {
    // pg-boss keeps its schema version beside its package.json; an upgrade that changes it fails here first.
    const file = createRequire(import.meta.url).resolve('pg-boss/version.json')
    const { schema } = JSON.parse(await readFile(file, 'utf8')) as { schema: number }
    expect(schema).toBe(PG_BOSS_SCHEMA_VERSION)
  })
})
