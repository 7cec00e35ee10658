import { describe, expect, it } from 'vitest'

import {
  lastDays,
  percent,
  periodMessages,
  responsePeriodFromParams,
  responsePeriodSchema,
} from './response-figures'

const TODAY = new Date('2026-11-24T15:30:00.000Z')

describe('responsePeriodSchema', () => {
  it.each([
    ['one day', { from: '2026-11-24', to: '2026-11-24' }],
    ['a leap year, 366 days', { from: '2024-01-01', to: '2024-12-31' }],
    ['29 February of a leap year', { from: '2024-02-29', to: '2024-03-01' }],
  ])('accepts %s', (_name, period) => {
    expect(responsePeriodSchema.safeParse(period).success).toBe(true)
  })

  it.each([
    ['an end before the start', { from: '2026-11-10', to: '2026-11-09' }, 'to', periodMessages.order],
    ['a day that does not exist', { from: '2026-02-29', to: '2026-03-01' }, 'from', periodMessages.date],
    ['a US-style date', { from: '2026-11-01', to: '11/24/2026' }, 'to', periodMessages.date],
    ['367 days', { from: '2025-01-01', to: '2026-01-02' }, 'from', periodMessages.length],
    ['a missing date', { from: '2026-11-01' }, 'to', periodMessages.date],
  ])('refuses %s, with one message on the field', (_name, period, field, message) => {
    const result = responsePeriodSchema.safeParse(period)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ])
  })
})

describe('responsePeriodFromParams', () => {
  it.each([
    ['nothing: the last 30 days', '', { from: '2026-10-26', to: '2026-11-24' }],
    ['only the end: the 30 days ending then', 'to=2026-03-31', { from: '2026-03-02', to: '2026-03-31' }],
    ['only the start: up to today', 'from=2026-11-01', { from: '2026-11-01', to: '2026-11-24' }],
    ['both, as asked', 'from=2026-01-01&to=2026-01-31', { from: '2026-01-01', to: '2026-01-31' }],
    ['a bad end, kept for the schema to refuse', 'to=soon', { from: '2026-10-26', to: 'soon' }],
  ])('fills in %s', (_name, query, period) => {
    expect(responsePeriodFromParams(new URLSearchParams(query), TODAY)).toEqual(period)
  })
})

describe('lastDays', () => {
  it('ends today (UTC) and counts today as one of the days', () => {
    expect(lastDays(7, TODAY)).toEqual({ from: '2026-11-18', to: '2026-11-24' })
    expect(lastDays(1, TODAY)).toEqual({ from: '2026-11-24', to: '2026-11-24' })
  })
})

describe('percent', () => {
  it('gives one decimal, and null rather than NaN for nothing to divide by', () => {
    expect(percent(2, 3)).toBe(66.7)
    expect(percent(0, 4)).toBe(0)
    expect(percent(0, 0)).toBeNull()
  })
})
