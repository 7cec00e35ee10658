import { sql, fillPlaceholders } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { job } from './pg-boss-tables'
import { renderSql } from './render-sql'

/**
 * Whether a worker's claim on a job still stands, with at least half of it left for the send: pg-boss has no call
 * that answers this by the database's clock. The claim's start time tells this claim from a later one (a JavaScript
 * Date has it to the millisecond).
 */
export const CLAIM_STANDS = renderSql(sql`SELECT 1 FROM ${job}
  WHERE ${job.name} = ${sql.placeholder('queue')} AND ${job.id} = ${sql.placeholder('id')}
    AND ${job.state} = 'active' AND date_trunc('milliseconds', ${job.startedOn}) = ${sql.placeholder('startedOn')}
    AND ${job.startedOn} + ${job.expireIn} / 2 > now()`)

export const claimStands = async (
  pool: Pool,
  claim: { queue: string; id: string; startedOn: Date },
): Promise<boolean> => {
  const { rows } = await pool.query({
    name: 'email-claim-stands',
    text: CLAIM_STANDS.sql,
    values: fillPlaceholders(CLAIM_STANDS.params, claim),
  })
  return rows.length === 1
}
