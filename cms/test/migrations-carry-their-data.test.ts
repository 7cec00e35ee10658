import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const migrationsDir = path.resolve(import.meta.dirname, '../src/migrations')

/** The modules every import of `file` names, as written. */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map(
    (match) => match[1]!,
  )

const filesIn = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(dir, name))

/**
 * A package a migration may use: the database adapter it is written against, Node's own modules, and the ZIP code
 * dataset, a third-party package whose version the lock file pins (a change there is an upgrade, not an edit).
 */
const isPinnedPackage = (specifier: string): boolean =>
  specifier === '@payloadcms/db-postgres' || specifier.startsWith('node:') || specifier === 'zipcodes'

describe('migrations', () => {
  it('import no code of the project outside migrations/, so a later edit cannot change what an old one writes', () => {
    const outside = filesIn(migrationsDir).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => !isPinnedPackage(specifier))
        .filter((specifier) => {
          if (!specifier.startsWith('.')) return true
          const target = path.resolve(path.dirname(file), specifier)
          return !target.startsWith(migrationsDir + path.sep)
        })
        .map((specifier) => `${path.basename(file)} imports ${specifier}`),
    )
    expect(outside).toEqual([])
  })

  it('keep their frozen data free of imports', () => {
    const data = filesIn(path.join(migrationsDir, 'data')).flatMap((file) =>
      importsOf(file).map((specifier) => `${path.basename(file)} imports ${specifier}`),
    )
    expect(data).toEqual([])
  })
})
