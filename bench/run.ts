/**
 * `npm run bench`: builds the production server, starts it on an empty embedded database (seeded as on a first
 * start), measures it, and writes bench/results.json and bench/RESULTS.md. Not part of `npm test`: figures are
 * facts to read, never a reason to fail a build.
 */
import { spawnSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { measureBundles } from './bundles'
import { measureCopies, type CopiesResult } from './copies'
import { measureDatabase } from './database'
import { measureClaim, measureEmailThroughput, type EmailQueueResult } from './email-queue'
import { embeddedDatabaseUrl } from '../cms/src/database/embedded-address'
import { announceContentChange } from './content-change'
import { runColdLighthouse, runLighthouse } from './lighthouse'
import {
  API_READ_NAME,
  MARKETING_PAGES,
  renderEmailQueue,
  renderMarkdown,
  replaceSection,
  type BenchResults,
  type Machine,
} from './report'
import {
  BENCH_POSTGRES_PORT,
  resetBenchData,
  signInToken,
  startBenchServer,
  type BenchServer,
} from './server'
import { round } from './stats'
import { measure, type Target, type ThroughputResult } from './throughput'
import { measureUncached } from './uncached'

const PAGES = [
  '/',
  // Every service card with its picture.
  '/services',
  '/services/kitchen-remodeling',
  '/cost-guides/kitchen-remodeling-cost',
  '/locations/florida/miami/kitchen-remodeling',
  '/articles/how-to-choose-the-right-contractor',
  // A contractor's profile, with its credentials and ratings.
  '/pros/biscayne-kitchen-and-bath',
  '/quotes/start',
]
const CONNECTIONS = [10, 50]
const COPIES_CONNECTIONS = 50
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10)
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)
const OUT_DIR = path.resolve('bench')
/** A small file express.static serves: the most any request can get from this server. */
const CEILING_PATH = '/favicon.png'

const log = (line: string) => console.log(`[bench] ${line}`)

/** A valid quote request for three local kitchen contractors; each call gets its own idempotency key. */
const quoteRequestBody = async (url: string) => {
  const match = (await (
    await fetch(`${url}/api/contractors/match?service=kitchen-remodeling&zip=33101`)
  ).json()) as {
    local: { id: string }[]
  }
  const contractorIds = match.local.slice(0, 3).map((contractor) => contractor.id)
  let counter = 0
  return () => {
    counter += 1
    return {
      serviceSlug: 'kitchen-remodeling',
      zipCode: '33101',
      name: `Bench Homeowner ${counter}`,
      email: `bench-${counter}@example.com`,
      phone: '(555) 010-1234',
      contactPref: 'email',
      description: 'Replace the cabinets and countertops in a 12x14 kitchen.',
      consent: true,
      contractorIds,
      idempotencyKey: crypto.randomUUID(),
    }
  }
}

/** A cached page and submissions, through one copy and then through two on one database. */
const runCopies = async (url: string, secondUrl: string): Promise<CopiesResult[]> => {
  // Each copy renders its own cache of the page first.
  await fetch(`${secondUrl}/`)
  const targets: Target[] = [
    { name: 'SSR / (cached)', path: '/' },
    {
      name: 'POST /api/quote-requests',
      path: '/api/quote-requests',
      method: 'POST',
      body: await quoteRequestBody(url),
    },
  ]
  const results = await measureCopies([url, secondUrl], targets, COPIES_CONNECTIONS, DURATION_S)
  for (const row of results)
    log(`${row.name}: one copy ${row.oneCopy} req/s, two ${row.twoCopies} (×${row.ratio})`)
  return results
}

/**
 * What is measured through a second copy on the same database too, as behind a load balancer (this machine has two
 * cores, and a copy renders on one): pages the page cache has not got, then the copies' own comparison.
 */
const runWithSecondCopy = async (url: string, databaseUrl: string) => {
  const second = await startBenchServer({ JOBS: 'off' }, 2)
  try {
    log('uncached pages')
    // The shared public pages: the wizard is rendered for each visitor and never kept.
    const uncached = await measureUncached([url, second.url], databaseUrl, MARKETING_PAGES, 10, DURATION_S)
    for (const row of uncached)
      log(
        `uncached ${row.path}: ${row.pagesPerSecond} pages/s (two copies ${row.allCopies.pagesPerSecond}), ` +
          `render p95 ${row.renderP95Ms} ms`,
      )
    log('two copies')
    const copies = await runCopies(url, second.url)
    return { uncached, copies }
  } finally {
    await second.stop()
  }
}

const runThroughput = async (url: string): Promise<ThroughputResult[]> => {
  const targets: Target[] = [
    { name: 'static file (ceiling)', path: CEILING_PATH },
    { name: 'SSR /', path: '/' },
    { name: 'SSR location page', path: '/locations/florida/miami/kitchen-remodeling' },
    { name: API_READ_NAME, path: '/api/services?limit=12&depth=0' },
    {
      name: 'POST /api/quote-requests',
      path: '/api/quote-requests',
      method: 'POST',
      body: await quoteRequestBody(url),
    },
  ]
  const results: ThroughputResult[] = []
  for (const connections of CONNECTIONS) {
    let ceiling = 0
    for (const target of targets) {
      const result = await measure(url, target, connections, DURATION_S)
      if (target.path === CEILING_PATH) ceiling = result.requestsPerSecond
      else result.ratioToStatic = round(result.requestsPerSecond / ceiling, 3)
      log(`${target.name} @${connections}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms`)
      results.push(result)
    }
  }
  return results
}

/** Emails a second by one and two workers, then the claim among a million completed jobs. */
const runEmailQueue = async (url: string, databaseUrl: string): Promise<EmailQueueResult> => {
  log('email queue: emails a second')
  const throughput = await measureEmailThroughput(url, databaseUrl, await quoteRequestBody(url))
  log('email queue: the claim among completed jobs')
  const claim = await measureClaim(databaseUrl)
  log(
    `claim p50 ${claim.claimP50Ms} ms, p95 ${claim.claimP95Ms} ms with ${claim.completedJobs} completed jobs ` +
      `(${claim.claimIndexes.join(', ')}); maintenance ${claim.maintenanceMs} ms, archiving ` +
      `${claim.archivedPerRound}: ${claim.archivingMaintenanceMs} ms`,
  )
  return { measuredAt: new Date().toISOString(), throughput, claim }
}

const thisMachine = (): Machine => ({
  node: process.version,
  cpus: os.cpus().length,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
})

/**
 * `npm run bench -- --only=emails`: the email queue's figures alone, on an empty database, put into results.json and
 * RESULTS.md in place of the last ones (the other sections keep the last full run's).
 */
const runEmailQueueOnly = async () => {
  await resetBenchData()
  log('starting the server on an empty database')
  const server = await startBenchServer({ JOBS: 'off' })
  try {
    const emailQueue = await runEmailQueue(server.url, embeddedDatabaseUrl(BENCH_POSTGRES_PORT))
    const resultsFile = path.join(OUT_DIR, 'results.json')
    const results = JSON.parse(await readFile(resultsFile, 'utf8')) as Record<string, unknown>
    await writeFile(resultsFile, `${JSON.stringify({ ...results, emailQueue }, null, 2)}\n`)
    const markdownFile = path.join(OUT_DIR, 'RESULTS.md')
    await writeFile(
      markdownFile,
      replaceSection(await readFile(markdownFile, 'utf8'), renderEmailQueue(emailQueue, thisMachine())),
    )
    log('wrote the email queue into bench/results.json and bench/RESULTS.md')
  } finally {
    await server.stop()
  }
}

/**
 * `npm run bench -- --only=throughput`: the server throughput figures alone, printed and written to
 * bench/throughput.json (RESULTS.md keeps the last full run's).
 */
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)

const runThroughputOnly = async () => {
  await resetBenchData()
  log('starting the server on an empty database')
  const server = await startBenchServer({ JOBS: 'off' })
  try {
    for (const page of PAGES) await fetch(`${server.url}${page}`)
    const throughput = await runThroughput(server.url)
    await writeFile(
      path.join(OUT_DIR, 'throughput.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), throughput }, null, 2)}\n`,
    )
    log('wrote bench/throughput.json')
  } finally {
    await server.stop()
  }
}

const main = async () => {
  if (!process.argv.includes('--no-build')) {
    log('building the production server')
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
    if (build.status !== 0) throw new Error('the build failed')
  }
  if (ONLY === 'throughput') {
    await runThroughputOnly()
    return
  }
  if (ONLY === 'emails') {
    await runEmailQueueOnly()
    return
  }
  if (ONLY) throw new Error(`--only takes throughput or emails, not ${ONLY}`)
  await resetBenchData()
  log('starting the server on an empty database')
  // A web copy, as behind a load balancer: the email queue runs in worker processes (docker-compose.yml), so the
  // thousands of emails the submission runs queue are not sent on the cores being measured.
  let server: BenchServer = await startBenchServer({ JOBS: 'off' })
  const databaseUrl = embeddedDatabaseUrl(BENCH_POSTGRES_PORT)
  try {
    // The first request of each page renders it; the benchmarks measure what visitors get after that.
    for (const page of PAGES) await fetch(`${server.url}${page}`)
    const bundles = await measureBundles(server.url, PAGES)
    log('lighthouse')
    const lighthouse = await runLighthouse(server.url, PAGES, LIGHTHOUSE_RUNS, log)
    log('lighthouse, cold: after a restart, then after a content change')
    const coldLighthouse = {
      afterRestart: await runColdLighthouse(
        server.url,
        PAGES,
        async () => {
          await server.stop()
          server = await startBenchServer({ JOBS: 'off' })
        },
        'after a restart',
        log,
      ),
      afterContentChange: await runColdLighthouse(
        server.url,
        PAGES,
        () => announceContentChange(databaseUrl),
        'after a content change',
        log,
      ),
    }
    // Every page rendered again, as before the cold runs, for the measurements that follow.
    for (const page of PAGES) await fetch(`${server.url}${page}`)
    log('throughput')
    const throughput = await runThroughput(server.url)
    const { uncached, copies } = await runWithSecondCopy(server.url, databaseUrl)
    log('database with 100,000 leads')
    const database = await measureDatabase(
      server.url,
      BENCH_POSTGRES_PORT,
      await signInToken(server.url),
      server.process.pid!,
    )
    const emailQueue = await runEmailQueue(server.url, databaseUrl)
    const results: BenchResults = {
      measuredAt: new Date().toISOString(),
      machine: thisMachine(),
      lighthouse,
      coldLighthouse,
      uncached,
      throughput,
      copies,
      bundles,
      database,
      emailQueue,
    }
    await writeFile(path.join(OUT_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
    await writeFile(path.join(OUT_DIR, 'RESULTS.md'), renderMarkdown(results))
    log('wrote bench/results.json and bench/RESULTS.md')
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
