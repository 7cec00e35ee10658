import { describe, expect, it } from 'vitest'

import { SLUG_PATTERN } from './limits'
import { toSlug } from './slug'

describe('toSlug', () => {
  it.each([
    ['Kitchen Remodeling', 'kitchen-remodeling'],
    ['  Roofing  ', 'roofing'],
    ['HVAC', 'hvac'],
    ['Kitchen & Bath', 'kitchen-and-bath'],
    ['Fort Lauderdale', 'fort-lauderdale'],
    ['St. Petersburg', 'st-petersburg'],
    ['Winston-Salem', 'winston-salem'],
    ["Coeur d'Alene", 'coeur-dalene'],
    ['Cañon City', 'canon-city'],
    ['Roof Replacement Cost: 2025 Guide!', 'roof-replacement-cost-2025-guide'],
  ])('writes "%s" as %s', (name, slug) => {
    expect(toSlug(name)).toBe(slug)
    expect(SLUG_PATTERN.test(slug)).toBe(true)
  })

  it.each(['', '   ', '!!!', '—'])('has nothing to make of "%s"', (name) => {
    expect(toSlug(name)).toBe('')
  })
})
