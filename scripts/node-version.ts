/**
 * The one Node the project runs on: `.nvmrc` names it, and the `node` dev dependency of the same version is first
 * on the PATH of every npm script and `npx` command, whatever the machine's own `node` is.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The version `.nvmrc` pins, e.g. "24.9.0". */
export const pinnedNodeVersion = (): string => readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()

const major = (version: string): string => version.replace(/^v/, '').split('.')[0] ?? ''

/** Whether `version` (default: this process's) has the pinned major version. */
export const runsPinnedNode = (version = process.version): boolean =>
  major(version) === major(pinnedNodeVersion())

/** The line the test runs print first, so a log shows which Node ran them. */
export const nodeReport = (): string =>
  `Node ${process.version} (${process.execPath}); .nvmrc pins ${pinnedNodeVersion()}`

/** Vitest's global setup: says which Node runs the tests. */
export const setup = (): void => {
  console.log(`[vitest] ${nodeReport()}`)
}
