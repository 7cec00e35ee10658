/**
 * `npm run build:server`: the server's TypeScript compiled to plain JavaScript for production (dist/*.js with
 * source maps, run with NODE_ARGS below), so production does not compile on the fly through tsx's loader. Our own modules are bundled; packages stay imports, resolved from node_modules at run time.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * How Node runs the build. `--conditions=production` picks Lexical's production modules directly: its default Node
 * entries (`*.node.mjs`) choose a build with a top-level await of a dynamic import, and on Node 20 a module graph
 * holding dozens of those sometimes never settles, so the process exits before running a line of ours (exit 0
 * quietly, or 13 under tsx). Measured with `import '@payloadcms/richtext-lexical'` alone: 1 start in 10 without
 * the flag, 10 in 10 with it. Development commands pass `--conditions=development` for the same reason.
 */
export const NODE_ARGS = ['--conditions=production', '--enable-source-maps']

/** Each production command and the source it is built from. */
export const SERVER_ENTRIES = {
  server: 'scripts/server.ts',
  release: 'scripts/release.ts',
  worker: 'cms/src/worker.ts',
  migrate: 'cms/src/cli/migrate.ts',
  'worker-health': 'cms/src/cli/worker-health.ts',
}

/**
 * Each command's file in dist/: it refuses to run without the conditions of NODE_ARGS (a missing flag would
 * otherwise be a process that quietly exits), then loads the command's bundle. Without an await: the entry module
 * must finish evaluating before Next makes its dynamic imports (Node 20 can deadlock them otherwise).
 */
const commandFile = (name) => `// Written by scripts/build-server.mjs.
if (!/(^|\\s)--conditions[= ](production|development)\\b/.test([...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' '))) {
  console.error('Run this with: node ${NODE_ARGS.join(' ')} dist/${name}.js (see scripts/build-server.mjs)')
  process.exit(1)
}
import('./bundle/${name}.js')
`

/** Builds the entries into `outdir` (relative to the project root); answers the files written. */
export const buildServer = async ({ outdir = 'dist', entries = SERVER_ENTRIES } = {}) => {
  const target = path.resolve(root, outdir)
  rmSync(target, { recursive: true, force: true })
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir: path.join(target, 'bundle'),
    bundle: true,
    // Shared modules (the Payload config, the database code) once, imported by every entry that needs them.
    splitting: true,
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
    if (!existsSync(path.join(target, 'bundle', `${name}.js`)))
      throw new Error(`the server build wrote no ${name}.js`)
    writeFileSync(path.join(target, `${name}.js`), commandFile(name))
  }
  return [
    ...Object.keys(result.metafile.outputs),
    ...Object.keys(entries).map((name) => `${outdir}/${name}.js`),
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  const written = await buildServer()
  console.log(`[build:server] ${written.length} files in dist/ in ${Date.now() - started} ms`)
}
