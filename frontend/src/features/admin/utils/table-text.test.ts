import { describe, expect, it } from 'vitest'

import { firstOf, formatRating, shortId, slugToTitle } from './table-text'

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

describe('dashboard formats', () => {
  it('cuts ids to 8 characters and marks the cut', () => {
    expect(shortId('3f2b8a4e-6c1d-4e2f-9a7b-1c2d3e4f5a6b')).toBe('3f2b8a4e...')
    expect(shortId('short')).toBe('short')
  })

  it.each([
    [4.84, '4.8'],
    [5, '5.0'],
    [0, '0.0'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('shows rating %j as %j', (rating, expected) => {
    expect(formatRating(rating)).toBe(expected)
  })

  it('lists the first two items and marks the rest with ...', () => {
    expect(firstOf(['Roofing'])).toBe('Roofing')
    expect(firstOf(['Roofing', 'HVAC'])).toBe('Roofing, HVAC')
    expect(firstOf(['Roofing', 'HVAC', 'Plumbing'])).toBe('Roofing, HVAC...')
    expect(firstOf([])).toBe('')
  })
})
