/**
 * How 20261127_063754_email_jobs_to_pg_boss.ts queues the jobs it moves, frozen as the email queue made them when it
 * was written (the queue's own module may change; an old migration must still write what it always wrote): one row
 * of pg-boss's job table per (key, data, start_after) row of `source`, its id derived from the key, with that day's
 * default settings (a 60-second claim, 8 attempts from a 2-second delay doubling each time, kept 14 days).
 */
export const insertEmailJobsSql = (source: string): string => `
INSERT INTO pgboss.job (
  id, name, data, start_after, expire_in, keep_until, retry_limit, retry_delay, retry_backoff, policy)
SELECT md5(job.key)::uuid, 'emails', job.data, coalesce(job.start_after, now()),
  make_interval(secs => 60), coalesce(job.start_after, now()) + interval '14 days',
  7, 2, true, 'standard'
FROM (${source}) AS job(key, data, start_after)
ON CONFLICT DO NOTHING`
