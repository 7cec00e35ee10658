import { getTableName, sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { archive, job } from './pg-boss-tables'
import { columnNames, renderSql } from './render-sql'

const bare = columnNames

/**
 * Ours, beside pg-boss's own, made at every release (so a pg-boss upgrade that rebuilds a table gets them back).
 * Deleting a lead finds its jobs by the records they name (lead-email-jobs.ts); pg-boss's maintenance finds the
 * claims that ran out and the jobs due for the archive: none of them then reads a whole table (the figure is in
 * docs/decisions/0001-email-job-engine.md).
 */
const OUR_INDEXES: SQL[] = [
  ...[job, archive].flatMap((table) =>
    (['leadId', 'referralId'] as const).map(
      (field) =>
        sql`${sql.identifier(`${getTableName(table)}_email_${field.toLowerCase()}`)} ON ${table}
          ((${bare(table.data)}->>${sql.raw(`'${field}'`)})) WHERE ${bare(table.data)} ? ${sql.raw(`'${field}'`)}`,
    ),
  ),
  sql`job_claimed ON ${job} (${bare(job.startedOn)}) WHERE ${bare(job.state)} = 'active'`,
  sql`job_finished ON ${job} (${bare(job.completedOn)}) WHERE ${bare(job.completedOn)} IS NOT NULL`,
  sql`job_waiting_kept ON ${job} (${bare(job.keepUntil)}) WHERE ${bare(job.state)} < 'active'`,
]

/** Makes our indexes on pg-boss's tables where they are missing. */
export const createQueueIndexes = async (pool: Pool): Promise<void> => {
  for (const index of OUR_INDEXES) await pool.query(renderSql(sql`CREATE INDEX IF NOT EXISTS ${index}`).sql)
}
