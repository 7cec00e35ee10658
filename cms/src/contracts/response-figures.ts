import { z } from 'zod'

/**
 * The Analytics tab's "Responses and conversion": how contractors answer the referrals sent in a period, and how
 * many leads end in a job won. GET /api/admin/analytics/responses?from=YYYY-MM-DD&to=YYYY-MM-DD answers it.
 */

/** The longest period asked for at once: a year, leap day included. */
export const MAX_PERIOD_DAYS = 366
/** The period when none is asked for. */
export const DEFAULT_PERIOD_DAYS = 30
/** The dashboard's ready-made periods, in days ending today (UTC). */
export const PERIOD_PRESETS = [7, 30, 90] as const
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]

const DAY_MS = 24 * 60 * 60 * 1000

export const periodMessages = {
  date: 'Enter a date as YYYY-MM-DD',
  order: 'The end date must be on or after the start date',
  length: `Choose a period of at most ${MAX_PERIOD_DAYS} days`,
} as const

/** A UTC calendar day that exists ("2026-02-30" does not). */
const day = z
  .string(periodMessages.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: periodMessages.date, abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, periodMessages.date)

/** 2026-11-24 → the UTC day as "2026-11-24". */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10)

/** "2026-11-24", 6 → "2026-11-30" (negative goes back). */
export const addDays = (date: string, days: number): string =>
  utcDay(new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS))

/** How many days a period covers, both ends included. */
export const periodDays = ({ from, to }: { from: string; to: string }): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1

const realDays = ({ from, to }: { from: string; to: string }): boolean =>
  day.safeParse(from).success && day.safeParse(to).success

/**
 * The UTC days, both included, whose referrals (and leads) are counted: they are picked by when they were sent.
 * The same schema checks the dashboard's custom period and the endpoint's query.
 */
export const responsePeriodSchema = z
  .object({ from: day, to: day })
  // Zod runs these even when a date was refused; they judge only two real days.
  .refine((period) => !realDays(period) || period.from <= period.to, {
    path: ['to'],
    message: periodMessages.order,
  })
  .refine((period) => !realDays(period) || period.from > period.to || periodDays(period) <= MAX_PERIOD_DAYS, {
    path: ['from'],
    message: periodMessages.length,
  })

export type ResponsePeriod = z.infer<typeof responsePeriodSchema>

/** The `days` days that end `today` (UTC), today included. */
export const lastDays = (days: number, today: Date): ResponsePeriod => {
  const to = utcDay(today)
  return { from: addDays(to, 1 - days), to }
}

/**
 * The query's period, for the schema to check: what is missing is filled in, so no query at all means the last
 * DEFAULT_PERIOD_DAYS days, and only `to` means the DEFAULT_PERIOD_DAYS days that end then.
 */
export const responsePeriodFromParams = (params: URLSearchParams, today: Date): Record<string, string> => {
  const to = params.get('to')?.trim() || utcDay(today)
  const end = day.safeParse(to).success ? to : utcDay(today)
  return { from: params.get('from')?.trim() || addDays(end, 1 - DEFAULT_PERIOD_DAYS), to }
}

/** A whole's figures: a group of referrals, and (overall and per service) the leads they came from. */
export type ResponseCounts = {
  /** Referrals sent in the period. */
  sent: number
  /** Of those, answered by the contractor (accepted or declined): `respondedAt` is set. */
  answered: number
  /**
   * The median time from a referral being sent to the contractor's first answer, in seconds, over the answered
   * referrals; null when none was answered.
   */
  medianResponseSeconds: number | null
  /** Of those sent, accepted at some point (`acceptedAt` is set), even if declined, lost or withdrawn later. */
  accepted: number
  /**
   * Percent of referrals accepted, 0–100 with one decimal; null when there is nothing to divide by. Referrals the
   * homeowner withdrew before the contractor answered are left out: the contractor never had the chance.
   */
  acceptanceRate: number | null
}

export type ServiceResponses = ResponseCounts & {
  id: string
  name: string
  /** Leads for this service received in the period. */
  leads: number
  /** Of those, leads with at least one referral won. */
  leadsWon: number
  /** Percent of leads won, 0–100 with one decimal; null without leads. */
  wonRate: number | null
}

export type ContractorResponses = ResponseCounts & {
  id: string
  name: string
  /** Of their referrals sent in the period, those they won. */
  won: number
  /** Percent of their referrals won, 0–100 with one decimal; null without referrals. */
  wonRate: number | null
}

/** The answer of GET /api/admin/analytics/responses. */
export type ResponseFigures = {
  period: ResponsePeriod
  overall: Omit<ServiceResponses, 'id' | 'name'>
  /** Services with a lead or a referral in the period, by name. */
  byService: ServiceResponses[]
  /** Contractors with a referral in the period, by name. */
  byContractor: ContractorResponses[]
}

/** part / whole as a percent with one decimal; null rather than NaN when the whole is 0. */
export const percent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10
