import { describe, expect, it } from 'vitest'

import { formatPrice, slugToTitle } from './format'

describe('slugToTitle', () => {
  it.each([
    ['kitchen-remodeling', 'Kitchen Remodeling'],
    ['roof-replacement-cost', 'Roof Replacement Cost'],
    ['hvac', 'Hvac'],
    ['fort-lauderdale', 'Fort Lauderdale'],
    ['', ''],
  ])('turns %s into "%s"', (slug, title) => {
    expect(slugToTitle(slug)).toBe(title)
  })
})

describe('formatPrice', () => {
  it.each([
    [12000, '$12,000'],
    [5000, '$5,000'],
    [75000.4, '$75,000'],
    [0, '$0'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatPrice(amount)).toBe(text)
  })
})
