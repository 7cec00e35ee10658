/**
 * `npm run bench:faults`: under a steady stream of quote requests, (a) restarts PostgreSQL, (b) kills the Node
 * process and starts a new one, (c) makes the mail transport fail for a while. For each, it counts what the clients
 * saw and then asks the database whether every acknowledged lead is there, exactly once.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'

import { startEmbeddedDatabase, stopOrphan } from '../cms/src/database/embedded'
import { startLoad, type LoadTally } from './load'
import { BENCH_DATA_DIR, startBenchServer, type BenchServer } from './server'
import { startSmtpSink, type SmtpSink } from './smtp-sink'

const POSTGRES_PORT = 54361
const SMTP_PORT = 25260
const CLIENTS = 8
/** Far above a real marketplace's traffic, yet within what one server's email queue delivers as it comes. */
const SUBMISSIONS_PER_SECOND = Number(process.env.FAULTS_PER_SECOND ?? 20)
const STEADY_MS = 8_000
const FAULT_MS = 10_000
const MAIL_DRAIN_MS = 120_000
const POSTGRES_DIR = path.join(BENCH_DATA_DIR, 'faults-postgres')
const OUT_DIR = path.resolve('bench')

const log = (line: string) => console.log(`[faults] ${line}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type FaultResult = {
  fault: string
  acknowledged: number
  rejectedAttempts: number
  failedAttempts: number
  abandoned: number
  missing: number
  duplicates: number
  note: string
}

/** Homeowner confirmations the mail server received, by recipient. */
const delivered = new Set<string>()
let smtp: SmtpSink | undefined
const startSmtp = async () => {
  smtp = await startSmtpSink(SMTP_PORT, (address) => delivered.add(address))
}
const stopSmtp = async () => smtp?.close()

/** Every acknowledged lead must be stored, once: looked up by its idempotency key and by its unique email. */
const verify = async (databaseUrl: string, tally: LoadTally) => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const keys = tally.acknowledged.map((entry) => entry.key)
    const emails = tally.acknowledged.map((entry) => entry.email)
    const found = await client.query<{ count: string }>(
      'SELECT count(DISTINCT idempotency_key) AS count FROM leads WHERE idempotency_key = ANY($1::text[])',
      [keys],
    )
    const duplicates = await client.query<{ count: string }>(
      'SELECT count(*) - count(DISTINCT email) AS count FROM leads WHERE email = ANY($1::text[])',
      [emails],
    )
    return {
      missing: keys.length - Number(found.rows[0]?.count ?? 0),
      duplicates: Number(duplicates.rows[0]?.count ?? 0),
    }
  } finally {
    await client.end()
  }
}

const underLoad = async (
  server: BenchServer,
  label: string,
  contractorIds: string[],
  fault: () => Promise<BenchServer | void>,
) => {
  const load = startLoad(server.url, {
    clients: CLIENTS,
    perSecond: SUBMISSIONS_PER_SECOND,
    label,
    contractorIds,
  })
  await sleep(STEADY_MS)
  log(`${label}: injecting the fault`)
  const replacement = await fault()
  await sleep(STEADY_MS)
  const tally = await load.stop()
  return { tally, server: replacement ?? server }
}

const main = async () => {
  await stopOrphan(POSTGRES_DIR)
  await rm(BENCH_DATA_DIR, { recursive: true, force: true })
  await mkdir(BENCH_DATA_DIR, { recursive: true })
  let database = await startEmbeddedDatabase({ dataDir: POSTGRES_DIR, port: POSTGRES_PORT, log })
  await startSmtp()
  const env = {
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: crypto.randomUUID() + crypto.randomUUID(),
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  }
  let server = await startBenchServer(env)
  const results: FaultResult[] = []
  try {
    const match = (await (
      await fetch(`${server.url}/api/contractors/match?service=kitchen-remodeling&zip=33101`)
    ).json()) as { local: { id: string }[] }
    const contractorIds = match.local.slice(0, 3).map((contractor) => contractor.id)

    const record = async (fault: string, tally: LoadTally, note: string) => {
      const { missing, duplicates } = await verify(database.url, tally)
      const result = {
        fault,
        acknowledged: tally.acknowledged.length,
        rejectedAttempts: tally.rejected,
        failedAttempts: tally.failed,
        abandoned: tally.abandoned,
        missing,
        duplicates,
        note,
      }
      log(JSON.stringify(result))
      results.push(result)
    }

    const a = await underLoad(server, 'postgres', contractorIds, async () => {
      await database.stop()
      await sleep(FAULT_MS / 2)
      database = await startEmbeddedDatabase({ dataDir: POSTGRES_DIR, port: POSTGRES_PORT, log })
    })
    await record('PostgreSQL restarted', a.tally, `down for about ${FAULT_MS / 2000} s`)

    const b = await underLoad(server, 'node', contractorIds, async () => {
      server.process.kill('SIGKILL')
      await server.stop()
      const started = Date.now()
      const next = await startBenchServer(env)
      log(`node: a new process was ready after ${Date.now() - started} ms`)
      return next
    })
    server = b.server
    await record(
      'Node process killed and restarted',
      b.tally,
      'SIGKILL, then a new process on the same database',
    )

    const c = await underLoad(server, 'mail', contractorIds, async () => {
      await stopSmtp()
      await sleep(FAULT_MS)
      await startSmtp()
    })
    // Counted from the end of the load, when the mail server has been back for STEADY_MS already.
    const confirmations = c.tally.acknowledged.map((entry) => entry.email)
    const drainStarted = Date.now()
    const deadline = drainStarted + MAIL_DRAIN_MS
    while (Date.now() < deadline && confirmations.some((email) => !delivered.has(email))) await sleep(1000)
    const sent = confirmations.filter((email) => delivered.has(email)).length
    const drained = Math.round((Date.now() - drainStarted) / 1000)
    await record(
      'Mail transport down',
      c.tally,
      `SMTP refused connections for ${FAULT_MS / 1000} s; ${
        sent === confirmations.length
          ? `all ${sent} homeowner confirmations delivered ${drained} s after the load ended`
          : `${sent} of ${confirmations.length} homeowner confirmations delivered within ${MAIL_DRAIN_MS / 1000} s after the load ended`
      }`,
    )
  } finally {
    await server.stop()
    await stopSmtp()
    await database.stop()
  }

  await writeFile(
    path.join(OUT_DIR, 'faults.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`,
  )
  const rows = results.map(
    (row) =>
      `| ${row.fault} | ${row.acknowledged} | ${row.rejectedAttempts} | ${row.failedAttempts} | ${row.abandoned} | ${row.missing} | ${row.duplicates} | ${row.note} |`,
  )
  await writeFile(
    path.join(OUT_DIR, 'FAULTS.md'),
    `# Fault runs

Measured ${new Date().toISOString()} with \`npm run bench:faults\`: a steady ${SUBMISSIONS_PER_SECOND} quote requests a
second from up to ${CLIENTS} clients at once; each retries its own request (same idempotency key) for up to a minute when it gets no answer or a
5xx, as the wizard does. "Missing" counts acknowledged leads absent from the database afterwards, "duplicates"
leads stored twice; both must be 0.

| Fault | Acknowledged | Rejected attempts | Failed attempts | Abandoned | Missing | Duplicates | Note |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`,
  )
  log('wrote bench/faults.json and bench/FAULTS.md')
  if (results.some((row) => row.missing > 0 || row.duplicates > 0)) process.exitCode = 1
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
