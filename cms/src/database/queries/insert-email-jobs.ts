import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'

import {
  EMAIL_QUEUE,
  KEEP_DAYS,
  queueSettings,
  RETRY_LIMIT,
  type QueueSettings,
} from '../../email/queue/email-jobs'
import { job } from './pg-boss-tables'
import { columnNames, renderSql } from './render-sql'

/**
 * The INSERT that queues email jobs, from `source`: a query giving (key text, data jsonb, start_after timestamptz,
 * NULL for now). Both ways jobs are queued (queueEmails, and the quote request's single statement) use it, so every
 * job is made with the same settings. It writes pg-boss's table as pg-boss's own insert does, so that it runs inside
 * our transactions and statements (docs/decisions/0029-email-jobs-by-sql.md); the job's id is derived from its key,
 * so the same email is never queued twice. The settings are written into the text (not parameters): an INSERT's
 * SELECT list would give them to PostgreSQL as text.
 */
export const insertEmailJobs = (source: SQL, settings: QueueSettings = queueSettings()): SQL => sql`
INSERT INTO ${job} (${columnNames(
  job.id,
  job.name,
  job.data,
  job.startAfter,
  job.expireIn,
  job.keepUntil,
  job.retryLimit,
  job.retryDelay,
  job.retryBackoff,
  job.policy,
)})
SELECT md5(queued.key)::uuid, ${sql.raw(`'${EMAIL_QUEUE}'`)}, queued.data, coalesce(queued.start_after, now()),
  make_interval(secs => ${sql.raw(String(settings.claimSeconds))}),
  coalesce(queued.start_after, now()) + interval '${sql.raw(String(KEEP_DAYS))} days',
  ${sql.raw(String(RETRY_LIMIT))}, ${sql.raw(String(settings.retryDelaySeconds))}, true, 'standard'
FROM (${source}) AS queued(key, data, start_after)
ON CONFLICT DO NOTHING`

/** The same INSERT as text, from a source given as text: for the migration that moved Payload's jobs into the queue. */
export const insertEmailJobsText = (source: string, settings: QueueSettings = queueSettings()): string =>
  renderSql(insertEmailJobs(sql.raw(source), settings)).sql
