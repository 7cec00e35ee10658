/** The server under test: the production build on a fresh embedded database, seeded as on a first start. */
import { spawn } from 'node:child_process'
import { renameSync, writeFileSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'

import { stopOrphan } from '../cms/src/database/embedded'
import { startMailCatcher } from '../cms/test/mail-catcher'
import { E2E_DATA_DIR, E2E_MAIL_DIR, E2E_PORT, E2E_POSTGRES_PORT, E2E_SMTP_PORT } from './config'
import { NODE_ARGS } from '../scripts/build-server.mjs'

const dataDir = path.resolve(E2E_DATA_DIR)
await stopOrphan(path.join(dataDir, 'postgres'))
await rm(dataDir, { recursive: true, force: true })

// Every email the server sends is filed as a JSON file, for the tests to read (e2e/mailbox.ts).
const mailDir = path.resolve(E2E_MAIL_DIR)
await mkdir(mailDir, { recursive: true })
let filed = 0
await startMailCatcher(E2E_SMTP_PORT, (mail) => {
  filed += 1
  // Written aside, then renamed: a test never reads half a message.
  const file = path.join(mailDir, `${String(filed).padStart(6, '0')}.json`)
  writeFileSync(`${file}.part`, JSON.stringify(mail))
  renameSync(`${file}.part`, file)
})

const server = spawn(process.execPath, [...NODE_ARGS, 'dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(E2E_PORT),
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(E2E_POSTGRES_PORT),
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    // Every browser test submits from 127.0.0.1; the limit itself is proven by the integration tests.
    QUOTE_RATE_LIMIT: '1000',
    REQUEST_PAGE_RATE_LIMIT: '1000',
    ZIP_CHECK_RATE_LIMIT: '1000',
  },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 1))
