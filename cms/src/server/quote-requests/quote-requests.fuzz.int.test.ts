import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../test/payload'
import {
  formatFuzzReport,
  fuzzQuoteEndpoint,
  PROPERTIES,
  type FuzzReport,
  type Property,
} from '../../../test/quote-request-properties'

const BODIES = 1000
const CONCURRENCY = 20
// A new seed each run finds new bodies; FUZZ_SEED replays a run (the report prints its seed).
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)

let report: FuzzReport

beforeAll(async () => {
  report = await fuzzQuoteEndpoint(await testPayload(), {
    count: BODIES,
    seed: SEED,
    concurrency: CONCURRENCY,
  })
  console.log(formatFuzzReport(report))
}, 300_000)

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
