import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

import {
  DEFAULT_PERIOD_DAYS,
  lastDays,
  PERIOD_PRESETS,
  responsePeriodSchema,
  type PeriodPreset,
  type ResponsePeriod,
} from '@contracts/response-figures'

export type PeriodChoice = PeriodPreset | 'custom'

type PeriodParam = {
  choice: PeriodChoice
  /** The days to count; null while the custom dates in the address are not a period (the form says why). */
  period: ResponsePeriod | null
  /** The custom dates as the address has them, checked or not, for the date fields. */
  dates: { from: string; to: string }
  choose: (next: PeriodPreset | ResponsePeriod) => void
}

const isPreset = (value: string | null): value is `${PeriodPreset}` =>
  PERIOD_PRESETS.some((preset) => String(preset) === value)

/**
 * The Analytics period from the address, so it can be linked to and survives a reload: `?period=7|90` for a
 * preset (it moves with the days, "the last 7 days" stays that), `?from=&to=` for fixed dates, nothing for the
 * last 30 days.
 */
export const usePeriodParam = (today: Date): PeriodParam => {
  const [searchParams, setSearchParams] = useSearchParams()
  const preset = searchParams.get('period')
  const from = searchParams.get('from') ?? ''
  const to = searchParams.get('to') ?? ''
  const choose = useCallback(
    (next: PeriodPreset | ResponsePeriod) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          for (const key of ['period', 'from', 'to']) params.delete(key)
          if (typeof next === 'object') {
            params.set('from', next.from)
            params.set('to', next.to)
          } else if (next !== DEFAULT_PERIOD_DAYS) params.set('period', String(next))
          return params
        },
        { replace: true },
      ),
    [setSearchParams],
  )

  if (!isPreset(preset) && (from || to)) {
    const parsed = responsePeriodSchema.safeParse({ from, to })
    return { choice: 'custom', period: parsed.success ? parsed.data : null, dates: { from, to }, choose }
  }
  const days = isPreset(preset) ? (Number(preset) as PeriodPreset) : DEFAULT_PERIOD_DAYS
  const period = lastDays(days, today)
  return { choice: days, period, dates: period, choose }
}
