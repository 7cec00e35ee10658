/**
 * The email queue's figures: emails a second sent by one `npm run worker` process, by two, and by one sending
 * several at once, all on the same queued emails; and the time of the workers' claim with a million completed jobs
 * in the job table, as the retention policy keeps them for an hour.
 */
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'

import { claimEmails } from '../cms/src/email/queue/deliver-email'
import {
  ARCHIVE_COMPLETED_SECONDS,
  createEmailBoss,
  MAINTENANCE_SECONDS,
} from '../cms/src/email/queue/email-boss'
import { insertEmailJobsText } from '../cms/src/database/queries/insert-email-jobs'
import { EMAIL_QUEUE, QUEUE_SCHEMA } from '../cms/src/email/queue/email-jobs'
import { BENCH_DATA_DIR, BENCH_SMTP_PORT, startBenchWorker, type BenchWorker } from './server'
import { startSmtpSink, type SmtpSink } from './smtp-sink'
import { median, percentile, round } from './stats'

/** Four emails a lead: each run sends 2,000, and each of the first two settings is run twice. */
const LEADS = Number(process.env.BENCH_EMAIL_LEADS ?? 500)
const SUBMITTERS = 10
/** EMAIL_WORKER_CONCURRENCY of the last run's one worker. */
const CONCURRENCY = 4
/**
 * The runs with a distant mail server: each of its replies this late (four a message on the transport's pooled
 * connections: sender, recipient, data, end of data), so that sending waits on the network rather than on this
 * machine's cores; on fewer jobs.
 */
const REPLY_DELAY_MS = 10
const DELAYED_JOBS = 500
const DRAIN_TIMEOUT_MS = 10 * 60_000
const POLL_MS = 100

const COMPLETED_JOBS = Number(process.env.BENCH_COMPLETED_JOBS ?? 1_000_000)
const CLAIM_SAMPLES = 200
const WARM_UP_CLAIMS = 10
const EMPTY_CLAIM_SAMPLES = 100
const MAINTENANCE_ROUNDS = 3
/** Retention keeps completed jobs this long in the queue's table; each maintenance round archives its own span of them. */
const RETENTION_SECONDS = ARCHIVE_COMPLETED_SECONDS
/**
 * The completed jobs span the hour but its last minutes, so that none ages past it while the jobs are made and the
 * claims timed (a minute or two on a busy machine): only the rounds' own aged jobs are archived.
 */
const LOAD_HEADROOM_SECONDS = 600

export type EmailRun = {
  workers: number
  /** EMAIL_WORKER_CONCURRENCY: emails each worker sends at once. */
  concurrency: number
  /** How late the mail server answered each command (0: at once). */
  replyDelayMs: number
  /** Jobs queued at the start of the run. */
  jobs: number
  /** Messages the mail server accepted. */
  sent: number
  /** Jobs left failed (their retries used up) at the end. */
  failed: number
  /** From the jobs' arrival until no job is waiting or being sent. */
  seconds: number
  emailsPerSecond: number
  /** CPU time (user and system) during the run: the workers' processes, PostgreSQL's, the benchmark's own. */
  workersCpuSeconds: number
  postgresCpuSeconds: number
  /** The benchmark's process: the mail server, and the queue's polling. */
  sinkCpuSeconds: number
  /** How long the workers' main threads, and PostgreSQL's processes, waited runnable for a CPU during the run. */
  workersRunQueueSeconds: number
  postgresRunQueueSeconds: number
  /** Every process on the machine, in percent of all its cores. */
  machineBusyPercent: number
  /** Times the database's busy connections were looked at (every POLL_MS)... */
  waitSamples: number
  /** ...and how many of them were found running ("CPU") or waiting, by PostgreSQL's wait ("Lock:tuple", …). */
  waits: Record<string, number>
}

export type EmailThroughput = { leads: number; runs: EmailRun[] }

export type ClaimTiming = {
  completedJobs: number
  dueJobs: number
  /** Making the completed jobs: the product's INSERT, completion's UPDATE, then VACUUM ANALYZE. */
  loadSeconds: number
  samples: number
  claimP50Ms: number
  claimP95Ms: number
  /** The claim with nothing due, as an idle worker asks twice a second. */
  emptySamples: number
  emptyClaimP50Ms: number
  emptyClaimP95Ms: number
  /** One maintenance round (expire, archive, delete) with nothing old enough to archive: median of the rounds. */
  maintenanceMs: number
  /** A round that archives one round's worth of jobs (`archivedPerRound`, at the rate that keeps COMPLETED_JOBS). */
  archivingMaintenanceMs: number
  archivedPerRound: number
  /** The indexes the claim's plan reads (EXPLAIN ANALYZE). */
  claimIndexes: string[]
  /** The plan's scan lines, as EXPLAIN ANALYZE printed them. */
  claimPlan: string[]
}

export type EmailQueueResult = { measuredAt: string; throughput: EmailThroughput; claim: ClaimTiming }

const log = (line: string) => console.log(`[bench] ${line}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Clock ticks a second in /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100

/** A process's CPU time (user and system) in seconds, from /proc; 0 for one that has gone. */
const cpuSecondsOf = async (pid: number): Promise<number> => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  // The fields after the command's name (which may hold spaces): state is the 3rd field, utime the 14th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / TICKS
}

/** The PostgreSQL server's processes: the postmaster and its children (a backend per connection). */
const postgresPids = async (): Promise<number[]> => {
  const postmaster = Number(
    (await readFile(path.join(BENCH_DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
  )
  const children: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (parent === postmaster) children.push(Number(entry))
  }
  return [postmaster, ...children]
}

/** The machine's busy and total CPU time in ticks, from /proc/stat's first line. */
const machineTicks = async () => {
  const [, ...values] = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!.trim().split(/\s+/)
  const ticks = values.map(Number)
  const total = ticks.reduce((sum, value) => sum + value, 0)
  // idle and iowait
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0)
  return { busy: total - idle, total }
}

/**
 * How long a process's main thread has waited, runnable, for a CPU (seconds, from /proc's schedstat): a process
 * that is short of CPU, not of work, shows it here. 0 for one that has gone.
 */
const runQueueSecondsOf = async (pid: number): Promise<number> =>
  Number((await readFile(`/proc/${pid}/schedstat`, 'utf8').catch(() => '')).split(' ')[1] ?? 0) / 1e9

/**
 * CPU used by the workers, PostgreSQL, this process and the machine from now until the returned function is
 * called, and how long the workers' and PostgreSQL's processes waited for a CPU.
 */
const startCpuMeter = async (workers: BenchWorker[]) => {
  const workerPids = workers.map((worker) => worker.process.pid!)
  const sum = async (
    pids: number[],
    of: (pid: number) => Promise<number>,
    before = new Map<number, number>(),
  ) =>
    (await Promise.all(pids.map(async (pid) => (await of(pid)) - (before.get(pid) ?? 0)))).reduce(
      (total, seconds) => total + seconds,
      0,
    )
  const snapshot = async (pids: number[], of: (pid: number) => Promise<number>) =>
    new Map(await Promise.all(pids.map(async (pid) => [pid, await of(pid)] as const)))
  // Backends started during the run count from 0; those that end during it are missed (the pools keep theirs).
  const postgres = await postgresPids()
  const before = {
    workersCpu: await snapshot(workerPids, cpuSecondsOf),
    workersWait: await snapshot(workerPids, runQueueSecondsOf),
    postgresCpu: await snapshot(postgres, cpuSecondsOf),
    postgresWait: await snapshot(postgres, runQueueSecondsOf),
    own: process.cpuUsage(),
    machine: await machineTicks(),
  }
  return async () => {
    const postgresNow = await postgresPids()
    const own = process.cpuUsage(before.own)
    const machine = await machineTicks()
    return {
      workersCpuSeconds: round(await sum(workerPids, cpuSecondsOf, before.workersCpu), 2),
      postgresCpuSeconds: round(await sum(postgresNow, cpuSecondsOf, before.postgresCpu), 2),
      sinkCpuSeconds: round((own.user + own.system) / 1e6, 2),
      workersRunQueueSeconds: round(await sum(workerPids, runQueueSecondsOf, before.workersWait), 2),
      postgresRunQueueSeconds: round(await sum(postgresNow, runQueueSecondsOf, before.postgresWait), 2),
      machineBusyPercent: Math.round(
        ((machine.busy - before.machine.busy) / (machine.total - before.machine.total)) * 100,
      ),
    }
  }
}

/** Quote requests through the real endpoint, `SUBMITTERS` at a time; each queues its emails in its transaction. */
const submitLeads = async (url: string, body: () => object, count: number) => {
  let next = 0
  const submitter = async () => {
    while (next < count) {
      next += 1
      const response = await fetch(`${url}/api/quote-requests`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body()),
      })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`a quote request answered ${response.status}`)
    }
  }
  await Promise.all(Array.from({ length: SUBMITTERS }, submitter))
}

/**
 * What the database's busy connections (the workers', the web copy's) wait on now, added to `waits`: "CPU" when
 * running, "Lock:…" when waiting for another transaction's lock (what a claim that serialised the workers would
 * show), or PostgreSQL's other waits by kind and event ("IO:WALSync", "LWLock:WALWrite", …).
 */
const sampleWaits = async (client: pg.Client, waits: Record<string, number>) => {
  const { rows } = await client.query<{ wait: string; backends: number }>(
    `SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS wait, count(*)::int AS backends
     FROM pg_stat_activity
     WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid() GROUP BY 1`,
  )
  for (const { wait, backends } of rows) waits[wait] = (waits[wait] ?? 0) + backends
}

const queueState = async (client: pg.Client) => {
  const { rows } = await client.query<{ waiting: number; failed: number }>(
    `SELECT count(*) FILTER (WHERE state < 'completed')::int AS waiting,
            count(*) FILTER (WHERE state = 'failed')::int AS failed
     FROM ${QUEUE_SCHEMA}.job WHERE name = $1`,
    [EMAIL_QUEUE],
  )
  return rows[0]!
}

/**
 * Puts the set-aside jobs back in one statement, with `workers` running and idle, and times until none is waiting or
 * being sent; then deletes them, for the next run.
 */
const drain = async (
  client: pg.Client,
  sink: SmtpSink,
  workers: BenchWorker[],
  concurrency: number,
  { replyDelayMs = 0, jobLimit = null }: { replyDelayMs?: number; jobLimit?: number | null } = {},
): Promise<EmailRun> => {
  sink.delayReplies(replyDelayMs)
  const sentBefore = sink.messages()
  const stopMeter = await startCpuMeter(workers)
  const started = performance.now()
  const { rowCount: jobs } = await client.query(
    `INSERT INTO ${QUEUE_SCHEMA}.job SELECT * FROM bench.email_jobs ORDER BY created_on, id LIMIT $1`,
    [jobLimit],
  )
  const deadline = Date.now() + DRAIN_TIMEOUT_MS
  const waits: Record<string, number> = {}
  let samples = 0
  let state = await queueState(client)
  while (state.waiting > 0) {
    if (Date.now() > deadline) throw new Error(`${state.waiting} emails still queued after the timeout`)
    await sleep(POLL_MS)
    await sampleWaits(client, waits)
    samples += 1
    state = await queueState(client)
  }
  const seconds = (performance.now() - started) / 1000
  const cpu = await stopMeter()
  const sent = sink.messages() - sentBefore
  await client.query(`DELETE FROM ${QUEUE_SCHEMA}.job WHERE name = $1`, [EMAIL_QUEUE])
  const run = {
    workers: workers.length,
    concurrency,
    replyDelayMs,
    jobs: jobs ?? 0,
    sent,
    failed: state.failed,
    seconds: round(seconds),
    emailsPerSecond: round(sent / seconds),
    ...cpu,
    waitSamples: samples,
    waits,
  }
  log(
    `${run.workers} worker(s) × ${concurrency}, replies ${replyDelayMs} ms late: ${sent} of ${run.jobs} emails in ${run.seconds} s, ` +
      `${run.emailsPerSecond}/s; CPU s: workers ${cpu.workersCpuSeconds}, PostgreSQL ${cpu.postgresCpuSeconds}, ` +
      `mail server ${cpu.sinkCpuSeconds}; waited for a CPU s: workers ${cpu.workersRunQueueSeconds}, ` +
      `PostgreSQL ${cpu.postgresRunQueueSeconds}; machine ${cpu.machineBusyPercent}% busy; ` +
      `database connections seen ${JSON.stringify(waits)} in ${samples} looks`,
  )
  return run
}

/**
 * Queues LEADS quote requests' emails through the endpoint with no worker running (the web copy at `url` runs with
 * JOBS=off) and sets the jobs aside; then sends the same jobs with one worker, two, two again, one again (so that a
 * change in the machine's other load during the runs weighs on both settings alike); then DELAYED_JOBS of them
 * with one worker and with two to a mail server that answers REPLY_DELAY_MS late; then all with one worker sending
 * CONCURRENCY at once. The mail server accepts every message unread.
 */
export const measureEmailThroughput = async (
  url: string,
  databaseUrl: string,
  body: () => object,
): Promise<EmailThroughput> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const sink = await startSmtpSink(BENCH_SMTP_PORT)
  const workers: BenchWorker[] = []
  try {
    // Jobs the benchmark's earlier submissions queued, which no worker sent (every copy runs with JOBS=off).
    await client.query(`DELETE FROM ${QUEUE_SCHEMA}.job WHERE name = $1`, [EMAIL_QUEUE])
    await submitLeads(url, body, LEADS)
    await client.query('CREATE SCHEMA IF NOT EXISTS bench')
    await client.query('DROP TABLE IF EXISTS bench.email_jobs')
    // The emails due now; each referral's reminder and each lead's check for an acceptance, queued for days later,
    // are left out.
    await client.query(
      `CREATE TABLE bench.email_jobs AS
       SELECT * FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND state = 'created' AND start_after <= now()`,
      [EMAIL_QUEUE],
    )
    await client.query(`DELETE FROM ${QUEUE_SCHEMA}.job WHERE name = $1`, [EMAIL_QUEUE])

    const runs: EmailRun[] = []
    const first = await startBenchWorker(1)
    workers.push(first)
    runs.push(await drain(client, sink, [first], 1))
    const second = await startBenchWorker(2)
    workers.push(second)
    runs.push(await drain(client, sink, [first, second], 1))
    runs.push(await drain(client, sink, [first, second], 1))
    await second.stop()
    runs.push(await drain(client, sink, [first], 1))
    const delayed = { replyDelayMs: REPLY_DELAY_MS, jobLimit: DELAYED_JOBS }
    runs.push(await drain(client, sink, [first], 1, delayed))
    const another = await startBenchWorker(2)
    workers.push(another)
    runs.push(await drain(client, sink, [first, another], 1, delayed))
    await another.stop()
    await first.stop()
    const parallel = await startBenchWorker(3, { EMAIL_WORKER_CONCURRENCY: String(CONCURRENCY) })
    workers.push(parallel)
    runs.push(await drain(client, sink, [parallel], CONCURRENCY))
    await client.query('DROP SCHEMA bench CASCADE')
    return { leads: LEADS, runs }
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()))
    await sink.close()
    await client.end()
  }
}

const timeMs = async (action: () => Promise<unknown>) => {
  const started = performance.now()
  await action()
  return performance.now() - started
}

/** Every index a JSON plan reads, by name. */
const indexesOf = (node: unknown): string[] => {
  if (Array.isArray(node)) return node.flatMap(indexesOf)
  if (typeof node !== 'object' || node === null) return []
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'Index Name' && typeof value === 'string' ? [value] : indexesOf(value),
  )
}

const archivedJobs = async (pool: pg.Pool) => {
  const { rows } = await pool.query<{ archived: number }>(
    `SELECT count(*)::int AS archived FROM ${QUEUE_SCHEMA}.archive WHERE name = $1`,
    [EMAIL_QUEUE],
  )
  return rows[0]?.archived ?? 0
}

/**
 * COMPLETED_JOBS jobs as completion leaves them (state completed within the last hour, output `{ to }`) and a few
 * due ones, all made with the product's own INSERT; then the product's claim timed one job at a time (each one
 * completed afterwards, as a worker does), explained, and timed with nothing due; and pg-boss's maintenance round.
 */
export const measureClaim = async (databaseUrl: string): Promise<ClaimTiming> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  const due = WARM_UP_CLAIMS + CLAIM_SAMPLES + 1
  try {
    await pool.query(`DELETE FROM ${QUEUE_SCHEMA}.job WHERE name = $1`, [EMAIL_QUEUE])
    const loadStarted = performance.now()
    await pool.query(
      insertEmailJobsText(
        `SELECT 'bench-completed:' || g, jsonb_build_object('type', 'quote', 'leadId', md5(g::text)::uuid),
                now() - (g % ${RETENTION_SECONDS - LOAD_HEADROOM_SECONDS}) * interval '1 second'
         FROM generate_series(1, ${COMPLETED_JOBS}) AS g`,
      ),
    )
    // As the claim and then the completion leave a job (pg-boss's fetch, then complete with the email's address).
    await pool.query(
      `UPDATE ${QUEUE_SCHEMA}.job
       SET state = 'completed', created_on = start_after, started_on = start_after,
           completed_on = start_after + interval '40 milliseconds',
           output = jsonb_build_object('to', 'pro-' || left(id::text, 8) || '@example.com')
       WHERE name = $1`,
      [EMAIL_QUEUE],
    )
    // What autovacuum does soon after a bulk change like this one.
    await pool.query(`VACUUM ANALYZE ${QUEUE_SCHEMA}.job`)
    const loadSeconds = round((performance.now() - loadStarted) / 1000)
    await pool.query(
      insertEmailJobsText(
        `SELECT 'bench-due:' || g, jsonb_build_object('type', 'quote', 'leadId', gen_random_uuid()), NULL::timestamptz
         FROM generate_series(1, ${due}) AS g`,
      ),
    )
    log(
      `${COMPLETED_JOBS.toLocaleString('en-US')} completed jobs and ${due} due ones made in ${loadSeconds} s`,
    )

    const boss = createEmailBoss(pool)
    await boss.start()
    try {
      const claimAndComplete = async () => {
        let claimed: Awaited<ReturnType<typeof claimEmails>> = []
        const ms = await timeMs(async () => {
          claimed = await claimEmails(boss, 1)
        })
        const [job] = claimed
        if (job) await boss.complete(EMAIL_QUEUE, job.id, { to: 'pro@example.com' })
        return { ms, claimed: claimed.length }
      }
      for (let n = 0; n < WARM_UP_CLAIMS; n += 1) await claimAndComplete()
      const claims: number[] = []
      for (let n = 0; n < CLAIM_SAMPLES; n += 1) {
        const { ms, claimed } = await claimAndComplete()
        if (claimed !== 1) throw new Error('the claim found no due job')
        claims.push(ms)
      }

      // The same statement the claim sends, explained on the one due job left, in a transaction rolled back.
      let fetchSql: { text: string; values: unknown[] } | undefined
      await boss.fetch(EMAIL_QUEUE, {
        batchSize: 1,
        includeMetadata: true,
        db: {
          executeSql: async (text: string, values: unknown[]) => {
            fetchSql = { text, values }
            return { rows: [] }
          },
        },
      })
      if (!fetchSql) throw new Error('pg-boss sent no claim')
      const explainer = await pool.connect()
      let claimPlan: string[]
      let claimIndexes: string[]
      try {
        await explainer.query('BEGIN')
        const { rows: json } = await explainer.query<{ 'QUERY PLAN': unknown }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${fetchSql.text}`,
          fetchSql.values,
        )
        claimIndexes = [...new Set(indexesOf(json[0]?.['QUERY PLAN']))]
        await explainer.query('ROLLBACK')
        await explainer.query('BEGIN')
        const { rows: text } = await explainer.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN ANALYZE ${fetchSql.text}`,
          fetchSql.values,
        )
        claimPlan = text
          .map((row) => row['QUERY PLAN'])
          .filter((line) => / Scan |Execution Time/.test(line))
          .map((line) => line.trim())
      } finally {
        await explainer.query('ROLLBACK')
        explainer.release()
      }

      while ((await claimAndComplete()).claimed > 0);
      const emptyClaims: number[] = []
      for (let n = 0; n < EMPTY_CLAIM_SAMPLES; n += 1) emptyClaims.push((await claimAndComplete()).ms)

      const archivedBefore = await archivedJobs(pool)
      const quietRounds: number[] = []
      for (let n = 0; n < MAINTENANCE_ROUNDS; n += 1) quietRounds.push(await timeMs(() => boss.maintain()))
      // One round's worth of jobs past the retention: the oldest, as they age out one round at a time.
      const archivedPerRound = Math.round((COMPLETED_JOBS / RETENTION_SECONDS) * MAINTENANCE_SECONDS)
      const archivingRounds: number[] = []
      for (let n = 0; n < MAINTENANCE_ROUNDS; n += 1) {
        await pool.query(
          `UPDATE ${QUEUE_SCHEMA}.job SET completed_on = now() - interval '${RETENTION_SECONDS + 1} seconds'
           WHERE name = $1 AND id IN (
             SELECT id FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND state = 'completed'
             ORDER BY completed_on LIMIT ${archivedPerRound})`,
          [EMAIL_QUEUE],
        )
        archivingRounds.push(await timeMs(() => boss.maintain()))
      }
      const archived = (await archivedJobs(pool)) - archivedBefore
      if (archived !== archivedPerRound * MAINTENANCE_ROUNDS)
        throw new Error(`the maintenance rounds archived ${archived} jobs`)

      return {
        completedJobs: COMPLETED_JOBS,
        dueJobs: due,
        loadSeconds,
        samples: CLAIM_SAMPLES,
        claimP50Ms: round(median(claims), 2),
        claimP95Ms: round(percentile(claims, 95), 2),
        emptySamples: EMPTY_CLAIM_SAMPLES,
        emptyClaimP50Ms: round(median(emptyClaims), 2),
        emptyClaimP95Ms: round(percentile(emptyClaims, 95), 2),
        maintenanceMs: Math.round(median(quietRounds)),
        archivingMaintenanceMs: Math.round(median(archivingRounds)),
        archivedPerRound,
        claimIndexes,
        claimPlan,
      }
    } finally {
      await boss.stop({ graceful: false, close: false, wait: false })
    }
  } finally {
    await pool.end()
  }
}
