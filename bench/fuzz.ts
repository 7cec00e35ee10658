/**
 * `npm run fuzz`: the quote endpoint's fuzz property (cms/src/server/quote-requests/quote-requests.fuzz.int.test.ts)
 * at ten times the test's size, on a scratch embedded PostgreSQL migrated as on a first start. Prints the counts by
 * status, by first error field and by kind of body, and each property with examples of what broke it; exits 1 when
 * any property is broken (a 5xx, a stored row breaking a rule, a wrong answer). FUZZ_SEED replays a run, FUZZ_BODIES
 * and FUZZ_CONCURRENCY change its size.
 *
 * Then hostile requests at the production build (`npm run build` first), started on localhost at FUZZ_PORT on a
 * database of its own, seeded as on a first start (bench/http-attacks.ts): FUZZ_ATTACKS of them, and exits 1 when
 * any is answered with a 5xx, over the read caps, or not at all.
 */
import { FUZZ_POSTGRES_PORT } from './fuzz-environment'

import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'

import { stopOrphan } from '../cms/src/database/embedded'
import { loadEnvironment } from '../cms/src/runtime/environment'
import { startPayload, stopPayload } from '../cms/src/runtime/start-payload'
import { DEVELOPMENT_STAFF } from '../cms/src/runtime/staff-account'
import { failed, formatFuzzReport, fuzzQuoteEndpoint } from '../cms/test/quote-request-properties'
import { attacks, attacksFailed, formatAttackReport, runAttacks } from './http-attacks'
import { resetBenchData, startBenchServer } from './server'

const BODIES = Number(process.env.FUZZ_BODIES ?? 10_000)
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 20)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const DATA_DIR = path.resolve(process.env.FUZZ_DATA_DIR ?? '.data/fuzz/postgres')
const ATTACKS = Number(process.env.FUZZ_ATTACKS ?? 1000)
const PORT = Number(process.env.FUZZ_PORT ?? 3300)
const SERVER_DIR = path.resolve('.data/fuzz/server')

const log = (line: string) => console.log(`[fuzz] ${line}`)

/** The hostile requests at the built server; true when none was answered with a 5xx, over the caps or not at all. */
const attackServer = async (): Promise<boolean> => {
  if (!existsSync('dist/server.js')) throw new Error('the server is not built: run npm run build first')
  await resetBenchData(SERVER_DIR)
  log(`starting the production server on http://127.0.0.1:${PORT} (its log: ${SERVER_DIR})`)
  const server = await startBenchServer({ JOBS: 'off' }, 1, {
    port: PORT,
    dataDir: SERVER_DIR,
    postgresPort: FUZZ_POSTGRES_PORT,
  })
  try {
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEVELOPMENT_STAFF),
    })
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`)
    const { token } = (await login.json()) as { token: string }
    const list = attacks({ count: ATTACKS, seed: SEED, host: `127.0.0.1:${PORT}`, token })
    log(`sending ${list.length} hostile requests (seed ${SEED})`)
    const report = await runAttacks(PORT, list)
    console.log(formatAttackReport(report))
    return !attacksFailed(report)
  } finally {
    await server.stop()
  }
}

/** True when every property held. */
const main = async (): Promise<boolean> => {
  // A scratch cluster: whatever an earlier run stored would only blur this run's counts.
  await stopOrphan(DATA_DIR)
  await rm(DATA_DIR, { recursive: true, force: true })
  log(`migrating a new database in ${DATA_DIR}`)
  const runtime = await startPayload(
    { ...loadEnvironment(), embedded: true, embeddedDataDir: DATA_DIR, embeddedPort: FUZZ_POSTGRES_PORT },
    log,
  )
  try {
    log(`posting ${BODIES} bodies, ${CONCURRENCY} at a time (seed ${SEED})`)
    const report = await fuzzQuoteEndpoint(runtime.payload, {
      count: BODIES,
      seed: SEED,
      concurrency: CONCURRENCY,
    })
    console.log(formatFuzzReport(report))
    if (failed(report)) return false
  } finally {
    await stopPayload(runtime)
  }
  return attackServer()
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
