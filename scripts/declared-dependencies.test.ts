import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

type PackageJson = {
  workspaces?: string[]
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

const readPackageJson = (directory: string): PackageJson =>
  JSON.parse(readFileSync(path.join(root, directory, 'package.json'), 'utf8')) as PackageJson

const declaredIn = (manifest: PackageJson): Set<string> =>
  new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ])

const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/
// Build output, installed packages and the Next app's generated folder hold no imports of ours.
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.next', 'test-results', 'playwright-report'])

const sourceFiles = (directory: string, skip: ReadonlySet<string> = new Set()): string[] =>
  readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(directory, entry.name)
    if (entry.isDirectory()) {
      if (entry.name.startsWith('.') || SKIPPED_DIRECTORIES.has(entry.name) || skip.has(relative)) return []
      return sourceFiles(relative, skip)
    }
    return entry.isFile() && SOURCE.test(entry.name) ? [relative] : []
  })

/** The path aliases of the tsconfig.json files at the top two levels (`@/`, `@contracts/`, `@payload-config`). */
const pathAliases = (): string[] =>
  ['.', ...readdirSync(root)]
    .map((directory) => path.join(root, directory, 'tsconfig.json'))
    .filter((file) => existsSync(file))
    .flatMap((file) => {
      const { config } = ts.readConfigFile(file, ts.sys.readFile) as {
        config?: { compilerOptions?: { paths?: Record<string, unknown> } }
      }
      return Object.keys(config?.compilerOptions?.paths ?? {}).map((alias) => alias.replace(/\*$/, ''))
    })

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null for a path, alias or builtin. */
const packageOf = (specifier: string, aliases: readonly string[]): string | null => {
  if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) return null
  if (aliases.some((alias) => (alias.endsWith('/') ? specifier.startsWith(alias) : specifier === alias)))
    return null
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null)
}

/** Every specifier a file imports, requires or re-exports, and the Vitest environment its pragma names. */
const specifiersOf = (file: string): string[] => {
  const source = readFileSync(path.join(root, file), 'utf8')
  const imported = ts.preProcessFile(source, true, true).importedFiles.map((reference) => reference.fileName)
  const environment = /@vitest-environment\s+([\w@/-]+)/.exec(source)?.[1]
  return environment && environment !== 'node' ? [...imported, environment] : imported
}

/** `@types/x` for `x`, `@types/scope__name` for `@scope/name`: a type-only import may be declared that way. */
const typesPackageOf = (name: string): string => `@types/${name.replace(/^@/, '').replace('/', '__')}`

const rootManifest = readPackageJson('.')
const workspaces = rootManifest.workspaces ?? []
const rootDeclared = declaredIn(rootManifest)
const groups = [
  ...workspaces.map((workspace) => ({
    name: workspace,
    files: sourceFiles(workspace),
    declared: new Set([...declaredIn(readPackageJson(workspace)), ...rootDeclared]),
  })),
  { name: 'the root', files: sourceFiles('.', new Set(workspaces)), declared: rootDeclared },
]
const aliases = pathAliases()

describe('declared dependencies', () => {
  it.each(groups.map((group) => [group.name, group] as const))(
    'every package %s imports is in its package.json or the root one',
    (_name, { files, declared }) => {
      expect(files.length).toBeGreaterThan(0)
      const undeclared = files.flatMap((file) =>
        specifiersOf(file)
          .map((specifier) => packageOf(specifier, aliases))
          .filter((name): name is string => name !== null)
          .filter((name) => !declared.has(name) && !declared.has(typesPackageOf(name)))
          .map((name) => `${name} (${file})`),
      )
      expect([...new Set(undeclared)]).toEqual([])
    },
  )

  it('counts an import of a package nobody declared', () => {
    expect(packageOf('left-pad/lib/index.js', aliases)).toBe('left-pad')
    expect(packageOf('@scope/name/sub', aliases)).toBe('@scope/name')
    expect(packageOf('node:fs', aliases)).toBeNull()
    expect(packageOf('fs/promises', aliases)).toBeNull()
    expect(packageOf('@/lib/format', aliases)).toBeNull()
    expect(packageOf('@payload-config', aliases)).toBeNull()
  })
})
