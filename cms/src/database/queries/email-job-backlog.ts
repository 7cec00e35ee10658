import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { EMAIL_QUEUE } from '../../email/queue/email-jobs'
import { job } from './pg-boss-tables'
import { renderSql } from './render-sql'

/** The state of one type of email job: what a scrape reports of the queue. */
export type TaskBacklog = {
  task: string
  /** Due, and not claimed by a worker. */
  waiting: number
  /** How long the longest-waiting of those has been due, in seconds (0 when none). */
  oldestWaitingSeconds: number
  /** Due later: a reminder, or a retry waiting out its backoff. */
  scheduled: number
  /** Claimed by a worker and not yet marked (a dead worker's stay here until the claim runs out). */
  processing: number
  /** Given up on after the last attempt, and not yet archived. */
  failed: number
}

/**
 * The email queue's jobs per type, in one pass over its unfinished and failed ones (pg-boss's states: created and
 * retry wait, active is claimed; completed ones, most of the table, are left out by the state filter). "Due" is
 * pg-boss's own claim rule: waiting, and its start time passed. A job's wait starts when it falls due, so a reminder
 * queued for tomorrow is not counted as late today.
 */
const BACKLOG = renderSql(sql`
  SELECT
    coalesce(unfinished.data->>'type', 'none') AS task,
    count(*) FILTER (WHERE waits AND start_after <= now()) AS waiting,
    extract(epoch FROM now() - min(start_after) FILTER (WHERE waits AND start_after <= now()))
      AS oldest_waiting_seconds,
    count(*) FILTER (WHERE waits AND start_after > now()) AS scheduled,
    count(*) FILTER (WHERE state = 'active') AS processing,
    count(*) FILTER (WHERE state = 'failed') AS failed
  FROM (
    SELECT ${job.data} AS data, ${job.state} AS state, ${job.startAfter} AS start_after,
      ${job.state} IN ('created', 'retry') AS waits
    FROM ${job}
    WHERE ${job.name} = ${EMAIL_QUEUE} AND ${job.state} IN ('created', 'retry', 'active', 'failed')
  ) AS unfinished
  GROUP BY 1`)

export const readJobBacklog = async (pool: Pool): Promise<TaskBacklog[]> => {
  const { rows } = await pool.query<{
    task: string
    waiting: string
    oldest_waiting_seconds: string | null
    scheduled: string
    processing: string
    failed: string
  }>({ name: 'email-job-backlog', text: BACKLOG.sql, values: BACKLOG.params })
  return rows.map((row) => ({
    task: row.task,
    waiting: Number(row.waiting),
    oldestWaitingSeconds: Math.max(0, Number(row.oldest_waiting_seconds ?? 0)),
    scheduled: Number(row.scheduled),
    processing: Number(row.processing),
    failed: Number(row.failed),
  }))
}
