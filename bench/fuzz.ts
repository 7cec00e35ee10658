/**
 * `npm run fuzz`: the quote endpoint's fuzz property (cms/src/endpoints/quote-requests/quote-requests.fuzz.int.test.ts)
 * at ten times the test's size, on a scratch embedded PostgreSQL migrated as on a first start. Prints the counts by
 * status, by first error field and by kind of body, and each property with examples of what broke it; exits 1 when
 * any property is broken (a 5xx, a stored row breaking a rule, a wrong answer). FUZZ_SEED replays a run, FUZZ_BODIES
 * and FUZZ_CONCURRENCY change its size.
 */
import { FUZZ_POSTGRES_PORT } from './fuzz-environment'

import { rm } from 'node:fs/promises'
import path from 'node:path'

import { stopOrphan } from '../cms/src/database/embedded'
import { startPayload, stopPayload } from '../cms/src/runtime/start-payload'
import { failed, formatFuzzReport, fuzzQuoteEndpoint } from '../cms/test/quote-request-properties'

const BODIES = Number(process.env.FUZZ_BODIES ?? 10_000)
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 20)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const DATA_DIR = path.resolve(process.env.FUZZ_DATA_DIR ?? '.data/fuzz/postgres')

const log = (line: string) => console.log(`[fuzz] ${line}`)

/** True when every property held. */
const main = async (): Promise<boolean> => {
  // A scratch cluster: whatever an earlier run stored would only blur this run's counts.
  await stopOrphan(DATA_DIR)
  await rm(DATA_DIR, { recursive: true, force: true })
  log(`migrating a new database in ${DATA_DIR}`)
  const runtime = await startPayload(
    { embedded: true, embeddedDataDir: DATA_DIR, embeddedPort: FUZZ_POSTGRES_PORT },
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
    return !failed(report)
  } finally {
    await stopPayload(runtime)
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
