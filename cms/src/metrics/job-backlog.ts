import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** The state of one task's jobs: what a scrape reports of the queue. */
export type TaskBacklog = {
  task: string
  /** Due, and not taken by a worker. */
  waiting: number
  /** How long the longest-waiting of those has been due, in seconds (0 when none). */
  oldestWaitingSeconds: number
  /** Due later: a reminder, or a retry waiting out its backoff. */
  scheduled: number
  processing: number
  /** Given up on after the last attempt. */
  failed: number
}

/**
 * Payload's job table, per task, in one pass over its unfinished jobs (completed ones are most of the table, and the
 * index on completed_at leaves them out). "Due" is the runner's own rule (payload's runJobs): not completed, not
 * failed for good, not processing, and no wait or a wait that is over. A job's wait starts when it falls due, so a
 * reminder queued for tomorrow is not counted as late today.
 */
export const readJobBacklog = async (payload: Payload): Promise<TaskBacklog[]> => {
  const result = await payload.db.drizzle.execute<{
    task: string
    waiting: string
    oldest_waiting_seconds: string | null
    scheduled: string
    processing: string
    failed: string
  }>(sql`
    SELECT
      coalesce(task_slug::text, 'none') AS task,
      count(*) FILTER (WHERE due) AS waiting,
      extract(epoch FROM now() - min(coalesce(wait_until, created_at)) FILTER (WHERE due)) AS oldest_waiting_seconds,
      count(*) FILTER (WHERE NOT has_error AND NOT processing AND NOT due) AS scheduled,
      count(*) FILTER (WHERE NOT has_error AND processing) AS processing,
      count(*) FILTER (WHERE has_error) AS failed
    FROM (
      SELECT
        task_slug, wait_until, created_at,
        coalesce(has_error, false) AS has_error,
        coalesce(processing, false) AS processing,
        NOT coalesce(has_error, false) AND NOT coalesce(processing, false)
          AND (wait_until IS NULL OR wait_until <= now()) AS due
      FROM payload_jobs
      WHERE completed_at IS NULL
    ) AS unfinished
    GROUP BY task_slug
  `)
  return result.rows.map((row) => ({
    task: row.task,
    waiting: Number(row.waiting),
    oldestWaitingSeconds: Math.max(0, Number(row.oldest_waiting_seconds ?? 0)),
    scheduled: Number(row.scheduled),
    processing: Number(row.processing),
    failed: Number(row.failed),
  }))
}
