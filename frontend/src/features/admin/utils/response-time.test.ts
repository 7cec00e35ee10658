import { describe, expect, it } from 'vitest'

import { formatRate, formatResponseTime } from './response-time'

const MIN = 60
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('formatResponseTime', () => {
  it.each([
    ['under half a minute', 20, 'under 1 min', 'PT20S'],
    ['no time at all', 0, 'under 1 min', 'PT0S'],
    ['45 minutes', 45 * MIN, '45 min', 'PT45M'],
    ['a minute, rounded from 90 seconds up to 2', 90, '2 min', 'PT2M'],
    ['59 min 40 s, rounded up to an hour', 59 * MIN + 40, '1 h', 'PT1H'],
    ['2 hours 15 minutes', 2 * HOUR + 15 * MIN, '2 h 15 min', 'PT2H15M'],
    ['exactly 3 hours', 3 * HOUR, '3 h', 'PT3H'],
    ['23 h 59 min 50 s, rounded up to a day', DAY - 10, '1 d', 'P1D'],
    ['1 day 3 hours, minutes dropped', DAY + 3 * HOUR + 20 * MIN, '1 d 3 h', 'P1DT3H'],
    ['1 day 23 h 40 min, rounded up to 2 days', 2 * DAY - 20 * MIN, '2 d', 'P2D'],
    ['12 days 5 hours', 12 * DAY + 5 * HOUR, '12 d 5 h', 'P12DT5H'],
  ])('writes %s as people read it', (_name, seconds, text, iso) => {
    expect(formatResponseTime(seconds)).toEqual({ text, iso })
  })
})

describe('formatRate', () => {
  it('writes a percent, and nothing to divide by as null, never NaN', () => {
    expect(formatRate(66.7)).toBe('66.7%')
    expect(formatRate(0)).toBe('0%')
    expect(formatRate(null)).toBeNull()
  })
})
