import {
  addDays,
  percent,
  responsePeriodFromParams,
  responsePeriodSchema,
  type ResponseFigures,
  type ResponsePeriod,
} from '../contracts/response-figures'
import { invalidInput } from '../server/refusals'
import { readResponseFigures, type FiguresRow } from '../database/queries/response-figures'
import { staffEndpoint, staffJson } from './staff-only'

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

    const rows = await readResponseFigures(req.payload, start, end)
    return staffJson(toResponseFigures(period, rows))
  },
})
