import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../test/payload'
import { createFuzzFixtures } from '../../../test/quote-fuzz-fixtures'
import {
  countingLogger,
  formatFuzzReport,
  PROPERTIES,
  runQuoteRequestFuzz,
  type FuzzReport,
  type Property,
} from '../../../test/quote-request-properties'
import { startQuoteRequests } from '../../../test/quote-requests'
import { poolOf } from '../../database/pool'

const BODIES = 1000
const CONCURRENCY = 20
// A new seed each run finds new bodies; FUZZ_SEED replays a run (the report prints its seed).
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)

let payload: Payload
let endpoint: Awaited<ReturnType<typeof startQuoteRequests>>
let report: FuzzReport

beforeAll(async () => {
  payload = await testPayload()
  const fixtures = await createFuzzFixtures(payload)
  const { logger, counts } = countingLogger()
  endpoint = await startQuoteRequests(payload, poolOf(payload), { rateLimit: 0, logger })
  report = await runQuoteRequestFuzz({
    payload,
    pool: poolOf(payload),
    fixtures,
    post: (body, options) => endpoint.post(body, options),
    count: BODIES,
    seed: SEED,
    concurrency: CONCURRENCY,
    loggedErrors: counts,
  })
  console.log(formatFuzzReport(report))
}, 300_000)

afterAll(() => endpoint?.close())

describe(`POST /api/quote-requests, given ${BODIES} generated bodies (valid, near-valid and hostile) ${CONCURRENCY} at a time`, () => {
  const properties = (Object.entries(PROPERTIES) as [Property, string][]).map(([property, says]) => [
    says,
    property,
  ])
  it.each(properties)('%s', (_says, property) => {
    const { count, examples } = report.violations[property as Property]
    expect(examples, `${count} violations in the run with seed ${report.seed}`).toEqual([])
  })
})
