import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

const createMetrics = () => {
  // A registry of our own rather than prom-client's global one: a second copy of prom-client (Next's build bundles
  // one) would otherwise register the same names twice.
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]

  const pageCacheLookups = new Counter({
    name: 'ftp_page_cache_lookups_total',
    help: 'Public pages answered from the page cache (hit), rendered to be kept (miss), or served as the last good copy after a failed render (stale).',
    labelNames: ['result'] as const,
    registers,
  })
  const readMemoReads = new Counter({
    name: 'ftp_read_memo_reads_total',
    help: 'Anonymous API reads answered from the read memo (hit) or from the API (miss).',
    labelNames: ['result'] as const,
    registers,
  })
  // Present from the start, so a rate over them is defined before the first page is asked for.
  for (const result of ['hit', 'miss', 'stale']) pageCacheLookups.inc({ result }, 0)
  for (const result of ['hit', 'miss']) readMemoReads.inc({ result }, 0)

  return {
    registry,
    emailsSent: new Counter({
      name: 'ftp_emails_sent_total',
      help: 'Emails the mail server accepted (or, without SMTP_URL, that were written to the log).',
      registers,
    }),
    emailsFailed: new Counter({
      name: 'ftp_emails_failed_total',
      help: 'Emails the mail server refused or could not be reached for; the job retries them.',
      registers,
    }),
    pageRenders: new Histogram({
      name: 'ftp_page_render_seconds',
      help: 'Server renders of a page (its data read and its HTML made), by how long they took.',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    pageCacheLookups,
    readMemoReads,
    jobsWaiting: new Gauge({
      name: 'ftp_jobs_waiting',
      help: 'Jobs that are due and not yet taken by a worker.',
      labelNames: ['task'] as const,
      registers,
    }),
    jobsOldestWaiting: new Gauge({
      name: 'ftp_jobs_oldest_waiting_seconds',
      help: 'How long the job that has waited longest has been due (0 when none waits).',
      labelNames: ['task'] as const,
      registers,
    }),
    jobsScheduled: new Gauge({
      name: 'ftp_jobs_scheduled',
      help: 'Jobs due later: reminders, and retries waiting out their backoff.',
      labelNames: ['task'] as const,
      registers,
    }),
    jobsProcessing: new Gauge({
      name: 'ftp_jobs_processing',
      help: 'Jobs a worker has taken and not finished.',
      labelNames: ['task'] as const,
      registers,
    }),
    jobsFailed: new Gauge({
      name: 'ftp_jobs_failed',
      help: 'Jobs given up on after their last attempt, kept until an admin clears them.',
      labelNames: ['task'] as const,
      registers,
    }),
    databaseUp: new Gauge({
      name: 'ftp_database_up',
      help: '1 when the database answered the read of the job table at this scrape, 0 when it did not.',
      registers,
    }),
    poolClients: new Gauge({
      name: 'ftp_database_pool_clients',
      help: 'Connections the PostgreSQL pool holds, in use or idle.',
      registers,
    }),
    poolIdleClients: new Gauge({
      name: 'ftp_database_pool_idle_clients',
      help: 'Connections the PostgreSQL pool holds unused.',
      registers,
    }),
    poolWaiting: new Gauge({
      name: 'ftp_database_pool_waiting_requests',
      help: 'Queries waiting for a connection because the pool is at its limit.',
      registers,
    }),
    poolMax: new Gauge({
      name: 'ftp_database_pool_max_clients',
      help: 'The most connections the pool opens.',
      registers,
    }),
  }
}

export type ProcessMetrics = ReturnType<typeof createMetrics>

/**
 * One set per process, whichever copy of this module asks: the mail adapter and the REST endpoints run inside the
 * Next build's copy of the config while the page cache lives in the server's, so the two meet on a global symbol.
 */
const KEY = Symbol.for('find-trusted-pros.metrics')
type Holder = { [KEY]?: ProcessMetrics }

export const metrics: ProcessMetrics = ((globalThis as Holder)[KEY] ??= createMetrics())

/**
 * A gauge read at each scrape, for state another module keeps (whether a listening connection is up, whether this
 * process holds a lease): `read` answers the value. Registering a name again replaces the reader.
 */
export const registerGauge = ({
  name,
  help,
  read,
}: {
  name: string
  help: string
  read: () => number
}): void => {
  metrics.registry.removeSingleMetric(name)
  metrics.registry.registerMetric(
    new Gauge({
      name,
      help,
      registers: [],
      collect() {
        this.set(read())
      },
    }),
  )
}
