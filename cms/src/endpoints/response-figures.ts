import { sql } from '@payloadcms/db-postgres'

import {
  addDays,
  percent,
  responsePeriodFromParams,
  responsePeriodSchema,
  type ResponseFigures,
  type ResponsePeriod,
} from '../contracts/response-figures'
import { invalidInput } from '../server/refusals'
import { staffEndpoint, staffJson } from './staff-only'

/** One row of the query: the whole period, one service or one contractor. Counts come back as text (bigint). */
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

const countsOf = (row: FiguresRow) => ({
  sent: Number(row.sent),
  answered: Number(row.answered),
  medianResponseSeconds: row.median_seconds === null ? null : Number(row.median_seconds),
  accepted: Number(row.accepted),
  acceptanceRate: percent(Number(row.accepted), Number(row.acceptance_base)),
})

const leadCountsOf = (row: FiguresRow) => ({
  leads: Number(row.leads),
  leadsWon: Number(row.leads_won),
  wonRate: percent(Number(row.leads_won), Number(row.leads)),
})

/** The query's rows as the endpoint's answer; a period without a referral or a lead has no overall row. */
export const toResponseFigures = (period: ResponsePeriod, rows: readonly FiguresRow[]): ResponseFigures => {
  const overall = rows.find((row) => row.breakdown === 'overall')
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-US')
  return {
    period,
    overall: overall
      ? { ...countsOf(overall), ...leadCountsOf(overall) }
      : {
          sent: 0,
          answered: 0,
          medianResponseSeconds: null,
          accepted: 0,
          acceptanceRate: null,
          leads: 0,
          leadsWon: 0,
          wonRate: null,
        },
    byService: rows
      .filter((row) => row.breakdown === 'service' && row.id)
      .map((row) => ({
        id: row.id ?? '',
        name: row.name ?? 'Unnamed service',
        ...countsOf(row),
        ...leadCountsOf(row),
      }))
      .sort(byName),
    byContractor: rows
      .filter((row) => row.breakdown === 'contractor' && row.id)
      .map((row) => ({
        id: row.id ?? '',
        name: row.name ?? 'Unnamed contractor',
        ...countsOf(row),
        won: Number(row.won),
        wonRate: percent(Number(row.won), Number(row.sent)),
      }))
      .sort(byName),
  }
}

/**
 * GET /api/admin/analytics/responses?from=YYYY-MM-DD&to=YYYY-MM-DD: how contractors answered the referrals sent on
 * those UTC days (both included) and how many of the period's leads were won, overall, per service (the lead's) and
 * per contractor. Without a query: the last 30 days.
 */
export const responseFiguresEndpoint = staffEndpoint({
  path: '/admin/analytics/responses',
  what: 'analytics',
  handler: async (req) => {
    const parsed = responsePeriodSchema.safeParse(responsePeriodFromParams(req.searchParams, new Date()))
    if (!parsed.success) return invalidInput(parsed.error)
    const period = parsed.data
    const start = `${period.from}T00:00:00.000Z`
    const end = `${addDays(period.to, 1)}T00:00:00.000Z`

    // One statement, so every figure comes from the same snapshot. The period picks referrals and leads by
    // created_at (both indexed). Grouping sets give the whole, each service and each contractor in one pass;
    // percentile_cont interpolates, so an even count's median is the mean of the middle two, and it skips the
    // unanswered (their response time is null).
    // Acceptance leaves out the referrals the homeowner withdrew before the contractor answered: the contractor
    // never had the chance, and counting them would blame them for the homeowner's change of mind. A referral
    // accepted and then withdrawn still counts, as accepted.
    const result = await req.payload.db.drizzle.execute<FiguresRow>(sql`
      WITH sent AS (
        SELECT
          referrals.contractor_id,
          leads.service_id,
          referrals.status,
          referrals.responded_at,
          referrals.accepted_at,
          extract(epoch FROM referrals.responded_at - referrals.created_at)::float8 AS response_seconds
        FROM referrals
        JOIN leads ON leads.id = referrals.lead_id
        WHERE referrals.created_at >= ${start}::timestamptz AND referrals.created_at < ${end}::timestamptz
      ),
      referral_figures AS (
        SELECT
          CASE
            WHEN grouping(service_id) = 0 THEN 'service'
            WHEN grouping(contractor_id) = 0 THEN 'contractor'
            ELSE 'overall'
          END AS breakdown,
          coalesce(service_id, contractor_id) AS id,
          count(*) AS sent,
          count(responded_at) AS answered,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY response_seconds) AS median_seconds,
          count(accepted_at) AS accepted,
          count(*) FILTER (WHERE NOT (status = 'withdrawn' AND responded_at IS NULL)) AS acceptance_base,
          count(*) FILTER (WHERE status = 'won') AS won
        FROM sent
        GROUP BY GROUPING SETS ((), (service_id), (contractor_id))
      ),
      period_leads AS (
        SELECT
          leads.service_id,
          EXISTS (
            SELECT 1 FROM referrals WHERE referrals.lead_id = leads.id AND referrals.status = 'won'
          ) AS won
        FROM leads
        WHERE leads.created_at >= ${start}::timestamptz AND leads.created_at < ${end}::timestamptz
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
          WHEN 'service' THEN services.name
          WHEN 'contractor' THEN contractors.name
        END AS name
      FROM figures
      LEFT JOIN services ON figures.breakdown = 'service' AND services.id = figures.id
      LEFT JOIN contractors ON figures.breakdown = 'contractor' AND contractors.id = figures.id
    `)
    return staffJson(toResponseFigures(period, result.rows))
  },
})
