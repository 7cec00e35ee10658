/**
 * `npm run bench:exports`: the lead exports alone, CSV and Excel, measured as `npm run bench` measures them (100,000
 * generated leads on an empty database, each file read as a browser downloads it) and printed, for a change to the
 * exports without the whole run; RESULTS.md is written by `npm run bench` only. Needs `npm run build` first.
 */
import { embeddedDatabaseUrl } from '../cms/src/database/embedded-address'
import { loadLeads, measureExport } from './database'
import { BENCH_POSTGRES_PORT, resetBenchData, signInToken, startBenchServer } from './server'

const main = async () => {
  await resetBenchData()
  const server = await startBenchServer({ JOBS: 'off' })
  try {
    await loadLeads(embeddedDatabaseUrl(BENCH_POSTGRES_PORT), 100_000)
    const headers = { Authorization: `JWT ${await signInToken(server.url)}` }
    for (const format of ['CSV', 'Excel'] as const)
      console.log(JSON.stringify(await measureExport(server.url, headers, server.process.pid!, format)))
  } finally {
    await server.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
