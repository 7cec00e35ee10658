/**
 * Imported first by bench/fuzz.ts: payload.config reads the database URL and the secret when it is first
 * evaluated, so they are settled before anything imports it.
 */
import { randomBytes } from 'node:crypto'

import { embeddedDatabaseUrl } from '../cms/src/database/embedded-address'

// Its own port, beside the benchmarks' (54360, 54361), so a fuzz run can go while they do.
export const FUZZ_POSTGRES_PORT = Number(process.env.FUZZ_POSTGRES_PORT ?? 54362)

process.env.DATABASE_URL = embeddedDatabaseUrl(FUZZ_POSTGRES_PORT)
process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
// The email jobs the run queues stay queued: nothing here sends mail.
process.env.JOBS = 'off'
