import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { medianResponseHours } from '../../matching/choosable-contractors'
import { contractors, leads, referrals, services } from '../schema'
import { aliasedTable } from './aliased-table'

/** One row of the figures: the whole period, one service or one contractor. Counts come back as text (bigint). */
export type FiguresRow = {
  breakdown: 'overall' | 'service' | 'contractor'
  id: string | null
  name: string | null
  sent: string
  answered: string
  median_seconds: number | string | null
  accepted: string
  acceptance_base: string
  won: string
  leads: string
  leads_won: string
}

/** Of each referral, what its answer figures read (ANSWER_FIGURES). */
const ANSWER_COLUMNS = sql`
  ${referrals.status} AS status,
  ${referrals.respondedAt} AS responded_at,
  ${referrals.acceptedAt} AS accepted_at,
  extract(epoch FROM ${referrals.respondedAt} - ${referrals.createdAt})::float8 AS response_seconds`

/**
 * How referrals were answered, over rows of ANSWER_COLUMNS: one definition for the analytics and the profiles.
 * percentile_cont interpolates, so an even count's median is the mean of the middle two, and it skips the unanswered
 * (their response time is null). Acceptance leaves out the referrals the homeowner withdrew before the contractor
 * answered: the contractor never had the chance. A referral accepted and then withdrawn still counts, as accepted.
 */
const ANSWER_FIGURES = sql`
  count(*) AS sent,
  count(responded_at) AS answered,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY response_seconds) AS median_seconds,
  count(accepted_at) AS accepted,
  count(*) FILTER (WHERE NOT (status = 'withdrawn' AND responded_at IS NULL)) AS acceptance_base`

/** How one contractor answered: the counts come back as text (bigint). */
export type AnswerFigures = Pick<
  FiguresRow,
  'sent' | 'answered' | 'median_seconds' | 'accepted' | 'acceptance_base'
>

/**
 * How contractors answered the referrals sent in [start, end) and how many of the leads received then were won,
 * overall, per service (the lead's) and per contractor.
 *
 * One statement, so every figure comes from the same snapshot. The period picks referrals and leads by created_at
 * (both indexed). Grouping sets give the whole, each service and each contractor in one pass.
 */
export const readResponseFigures = async (
  payload: Payload,
  start: string,
  end: string,
): Promise<FiguresRow[]> =>
  (
    await payload.db.drizzle.execute<FiguresRow>(sql`
      WITH sent AS (
        SELECT
          ${referrals.contractor} AS contractor_id,
          ${leads.service} AS service_id,
          ${ANSWER_COLUMNS}
        FROM ${referrals}
        JOIN ${leads} ON ${leads.id} = ${referrals.lead}
        WHERE ${referrals.createdAt} >= ${start}::timestamptz AND ${referrals.createdAt} < ${end}::timestamptz
      ),
      referral_figures AS (
        SELECT
          CASE
            WHEN grouping(service_id) = 0 THEN 'service'
            WHEN grouping(contractor_id) = 0 THEN 'contractor'
            ELSE 'overall'
          END AS breakdown,
          coalesce(service_id, contractor_id) AS id,
          ${ANSWER_FIGURES},
          count(*) FILTER (WHERE status = 'won') AS won
        FROM sent
        GROUP BY GROUPING SETS ((), (service_id), (contractor_id))
      ),
      period_leads AS (
        SELECT
          ${leads.service} AS service_id,
          EXISTS (
            SELECT 1 FROM ${referrals} WHERE ${referrals.lead} = ${leads.id} AND ${referrals.status} = 'won'
          ) AS won
        FROM ${leads}
        WHERE ${leads.createdAt} >= ${start}::timestamptz AND ${leads.createdAt} < ${end}::timestamptz
      ),
      lead_figures AS (
        SELECT
          CASE WHEN grouping(service_id) = 0 THEN 'service' ELSE 'overall' END AS breakdown,
          service_id AS id,
          count(*) AS leads,
          count(*) FILTER (WHERE won) AS leads_won
        FROM period_leads
        GROUP BY GROUPING SETS ((), (service_id))
      ),
      figures AS (
        SELECT
          coalesce(r.breakdown, l.breakdown) AS breakdown,
          coalesce(r.id, l.id) AS id,
          coalesce(r.sent, 0) AS sent,
          coalesce(r.answered, 0) AS answered,
          r.median_seconds,
          coalesce(r.accepted, 0) AS accepted,
          coalesce(r.acceptance_base, 0) AS acceptance_base,
          coalesce(r.won, 0) AS won,
          coalesce(l.leads, 0) AS leads,
          coalesce(l.leads_won, 0) AS leads_won
        FROM referral_figures r
        -- Keyed as text: a full join needs an equality, and the overall rows have no id.
        FULL JOIN lead_figures l
          ON l.breakdown = r.breakdown AND coalesce(l.id::text, '') = coalesce(r.id::text, '')
      )
      SELECT
        figures.*,
        CASE figures.breakdown
          WHEN 'service' THEN ${services.name}
          WHEN 'contractor' THEN ${contractors.name}
        END AS name
      FROM figures
      LEFT JOIN ${services} ON figures.breakdown = 'service' AND ${services.id} = figures.id
      LEFT JOIN ${contractors} ON figures.breakdown = 'contractor' AND ${contractors.id} = figures.id
    `)
  ).rows

/**
 * How one contractor answered the referrals sent to it in [start, end), as the analytics count them: its profile
 * reads its own referrals alone rather than every contractor's.
 */
export const readAnswerFigures = async (
  payload: Payload,
  contractorId: string,
  start: string,
  end: string,
): Promise<AnswerFigures> => {
  const { rows } = await payload.db.drizzle.execute<AnswerFigures>(sql`
    WITH sent AS (
      SELECT ${ANSWER_COLUMNS}
      FROM ${referrals}
      WHERE ${referrals.contractor} = ${contractorId}
        AND ${referrals.createdAt} >= ${start}::timestamptz AND ${referrals.createdAt} < ${end}::timestamptz
    )
    SELECT ${ANSWER_FIGURES} FROM sent
  `)
  // An aggregate without GROUP BY always answers one row.
  return rows[0]!
}

/**
 * The contractor's median time to first answer in hours, as the select step's cards show it and its order reads it
 * (matching/choosable-contractors.ts), so a profile never shows a second median; null under the answers it needs.
 */
export const readMedianResponseHours = async (
  payload: Payload,
  contractorId: string,
): Promise<number | null> => {
  const { row: c, from } = aliasedTable(contractors, 'c')
  const { rows } = await payload.db.drizzle.execute<{ hours: number | string | null }>(
    sql`SELECT ${medianResponseHours(c)} AS hours FROM ${from} WHERE ${c.id} = ${contractorId}`,
  )
  const hours = rows[0]?.hours
  return hours === null || hours === undefined ? null : Number(hours)
}
