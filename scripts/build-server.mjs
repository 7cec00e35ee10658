/**
 * `npm run build:server`: the server's TypeScript compiled to plain JavaScript for production (dist/*.js with
 * source maps, run with NODE_ARGS below), so production does not compile on the fly through tsx's loader. Our own modules are bundled; packages stay imports, resolved from node_modules at run time.
 */
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** How Node runs the build: stack traces point into the TypeScript sources. */
export const NODE_ARGS = ['--enable-source-maps']

/** Each production command and the source it is built from. */
export const SERVER_ENTRIES = {
  server: 'scripts/server.ts',
  release: 'scripts/release.ts',
  worker: 'cms/src/worker.ts',
  migrate: 'cms/src/cli/migrate.ts',
  'worker-health': 'cms/src/cli/worker-health.ts',
}

/** Builds the entries into `outdir` (relative to the project root); answers the files written. */
export const buildServer = async ({ outdir = 'dist', entries = SERVER_ENTRIES } = {}) => {
  const target = path.resolve(root, outdir)
  rmSync(target, { recursive: true, force: true })
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir: target,
    bundle: true,
    // Shared modules (the Payload config, the database code) once, imported by every entry that needs them.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    sourcemap: true,
    tsconfig: path.join(root, 'cms/tsconfig.json'),
    // React's automatic runtime for the emails' .tsx: the CMS's tsconfig leaves JSX to Next ("preserve").
    jsx: 'automatic',
    logLevel: 'warning',
    metafile: true,
  })
  for (const name of Object.keys(entries)) {
    if (!existsSync(path.join(target, `${name}.js`))) throw new Error(`the server build wrote no ${name}.js`)
  }
  return Object.keys(result.metafile.outputs)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  const written = await buildServer()
  console.log(`[build:server] ${written.length} files in dist/ in ${Date.now() - started} ms`)
}
