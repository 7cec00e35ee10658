import { describe, expect, it } from 'vitest'

import { formatDuration, formatPrice, formatPriceRange, inSentence, telHref } from './format'
import { formatDay, formatLongDate } from './format-date'

describe('formatPrice', () => {
  it.each([
    [12000, '$12,000'],
    [5000, '$5,000'],
    [75000.4, '$75,000'],
    [0, '$0'],
    [999.5, '$1,000'],
    [1234567, '$1,234,567'],
    [-12000, '-$12,000'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatPrice(amount)).toBe(text)
  })
})

describe('formatPriceRange', () => {
  it.each([
    [5000, 15000, false, '$5,000-$15,000'],
    [35000, 75000, true, '$35,000-$75,000+'],
    [0, 0, false, '$0-$0'],
  ])('formats %d to %d (open-ended %s) as %s', (low, high, openEnded, text) => {
    expect(formatPriceRange(low, high, openEnded)).toBe(text)
  })
})

describe('formatDuration', () => {
  it.each([
    [14, 28, '2-4 weeks'],
    [7, 14, '1-2 weeks'],
    [21, 35, '3-5 weeks'],
    [28, 56, '4-8 weeks'],
    [7, 7, '1 week'],
    [14, 14, '2 weeks'],
    [3, 5, '3-5 days'],
    [1, 1, '1 day'],
    [0, 7, '0-7 days'],
    [10, 14, '10-14 days'],
  ])('writes %d-%d days as "%s"', (low, high, text) => {
    expect(formatDuration(low, high)).toBe(text)
  })
})

describe('formatDay', () => {
  it('shows a UTC day as month and day', () => {
    expect(formatDay('2026-11-01')).toBe('Nov 1')
  })
})

describe('formatLongDate', () => {
  it('writes a publication date in words, on its UTC day', () => {
    expect(formatLongDate('2025-01-15T12:00:00.000Z')).toBe('January 15, 2025')
    expect(formatLongDate('2025-03-01T00:30:00.000Z')).toBe('March 1, 2025')
  })
})

describe('inSentence', () => {
  it.each([
    ['Kitchen Remodeling', 'kitchen remodeling'],
    ['HVAC', 'HVAC'],
    ['Pest Control', 'pest control'],
  ])('writes %s as "%s" inside a sentence', (name, text) => {
    expect(inSentence(name)).toBe(text)
  })
})

describe('telHref', () => {
  it.each([
    ['+13055550142', 'tel:+13055550142'],
    ['(555) 123-4567', 'tel:+15551234567'],
    ['555.123.4567', 'tel:+15551234567'],
    ['+1 555 123 4567', 'tel:+15551234567'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['1-800-555-0100', 'tel:+18005550100'],
    ['555-0100', 'tel:5550100'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href)
  })

  it.each(['abcdefghij', '----------', '555-01'])(
    'makes no link of %j, which has no number to dial',
    (phone) => {
      expect(telHref(phone)).toBeUndefined()
    },
  )
})
