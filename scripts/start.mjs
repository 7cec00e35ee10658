/**
 * `npm start`: build whatever is missing or out of date, then run the production server.
 * A fresh clone therefore needs only `npm install && npm start`.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { childEnvironment } from '../cms/src/runtime/config.ts'
import { NODE_ARGS } from './build-server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const stampFile = path.join(root, '.data', 'build-stamp')
const SOURCES = [
  'cms/src',
  'seed/src',
  'scripts',
  'cms/next.config.ts',
  'frontend/src',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'package-lock.json',
]
const OUTPUTS = ['cms/.next/BUILD_ID', 'frontend/dist/client/index.html', 'dist/server.js']

const files = (entry) => {
  const full = path.join(root, entry)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [full]
  return readdirSync(full, { recursive: true })
    .map((name) => path.join(full, name))
    .filter((file) => statSync(file).isFile())
    .sort()
}

const sourceHash = () => {
  const hash = createHash('sha256')
  for (const file of SOURCES.flatMap(files)) hash.update(path.relative(root, file)).update(readFileSync(file))
  return hash.digest('hex')
}

const run = (command, args) => {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: childEnvironment() })
  if (status !== 0) process.exit(status ?? 1)
}

const hash = sourceHash()
const built = OUTPUTS.every((file) => existsSync(path.join(root, file)))
const current = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash
if (!built || !current) {
  console.log('[start] Building the frontend and the CMS (first start or sources changed)…')
  const started = Date.now()
  run('npm', ['run', 'build'])
  mkdirSync(path.dirname(stampFile), { recursive: true })
  writeFileSync(stampFile, hash)
  console.log(`[start] Built in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}
const server = spawn(process.execPath, [...NODE_ARGS, 'dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: childEnvironment({ NODE_ENV: 'production' }),
})
// The server owns shutdown (drain, close the pool, stop PostgreSQL): pass signals on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
