/** The server under test: the production build on a fresh embedded database, seeded as on a first start. */
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'

import { stopOrphan } from '../cms/src/database/embedded'
import { E2E_DATA_DIR, E2E_PORT, E2E_POSTGRES_PORT } from './config'
import { NODE_ARGS } from '../scripts/build-server.mjs'

const dataDir = path.resolve(E2E_DATA_DIR)
await stopOrphan(path.join(dataDir, 'postgres'))
await rm(dataDir, { recursive: true, force: true })

const server = spawn(process.execPath, [...NODE_ARGS, 'dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(E2E_PORT),
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(E2E_POSTGRES_PORT),
    DATABASE_URL: '',
    // Every browser test submits from 127.0.0.1; the limit itself is proven by the integration tests.
    QUOTE_RATE_LIMIT: '1000',
    REQUEST_PAGE_RATE_LIMIT: '1000',
  },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 1))
