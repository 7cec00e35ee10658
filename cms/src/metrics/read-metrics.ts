import type { Payload } from 'payload'

import { poolOf } from '../database/pool'
import { EMAIL_JOB_TYPES } from '../email/queue/email-jobs'
import { singleFlight } from '../server/single-flight'
import { readJobBacklog, type TaskBacklog } from '../database/queries/email-job-backlog'
import { metrics } from './process-metrics'

/**
 * A scrape answers within this even when the database does not (stopped, or hung): the process's own figures matter
 * most then, and the job gauges say the database did not answer.
 */
const DATABASE_ANSWER_MS = 2000

/**
 * Scrapes while the job table's read is under way wait for that read: a hung database then holds one of the pool's
 * connections for the metrics, not one more at every scrape.
 */
const readBacklogOnce = singleFlight<TaskBacklog[]>()

const withinTime = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    work.then(resolve, reject).finally(() => clearTimeout(timer))
  })

const JOB_GAUGES = [
  [metrics.jobsWaiting, 'waiting'],
  [metrics.jobsOldestWaiting, 'oldestWaitingSeconds'],
  [metrics.jobsScheduled, 'scheduled'],
  [metrics.jobsProcessing, 'processing'],
  [metrics.jobsFailed, 'failed'],
] as const

const setJobGauges = (backlog: TaskBacklog[]) => {
  // Every task has its series, at 0 when it has no jobs, so an alert on one never sees it vanish.
  const tasks = new Set<string>([...EMAIL_JOB_TYPES, ...backlog.map((row) => row.task)])
  for (const [gauge] of JOB_GAUGES) gauge.reset()
  for (const task of tasks) {
    const row = backlog.find((candidate) => candidate.task === task)
    for (const [gauge, field] of JOB_GAUGES) gauge.set({ task }, row?.[field] ?? 0)
  }
}

const setPoolGauges = (payload: Payload) => {
  const pool = poolOf(payload)
  metrics.poolClients.set(pool.totalCount)
  metrics.poolIdleClients.set(pool.idleCount)
  metrics.poolWaiting.set(pool.waitingCount)
  metrics.poolMax.set(pool.options.max ?? 10)
}

/** This process's metrics in the Prometheus text format, with the queue and the pool read now. */
export const readMetrics = async (payload: Payload): Promise<{ contentType: string; body: string }> => {
  setPoolGauges(payload)
  try {
    setJobGauges(
      await withinTime(
        readBacklogOnce('backlog', () => readJobBacklog(poolOf(payload))).result,
        DATABASE_ANSWER_MS,
      ),
    )
    metrics.databaseUp.set(1)
  } catch {
    // Last scrape's job figures would pass for current ones: none rather than those.
    for (const [gauge] of JOB_GAUGES) gauge.reset()
    metrics.databaseUp.set(0)
  }
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() }
}
