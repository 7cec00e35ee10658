import { describe, expect, it } from 'vitest'

import { isSlug } from './slug'

describe('isSlug', () => {
  it.each(['kitchen-remodeling', 'hvac', 'fort-lauderdale', 'a1-b2'])('accepts %s', (value) => {
    expect(isSlug(value)).toBe(true)
  })

  it.each(['Kitchen', 'kitchen remodeling', '-roofing', 'roofing-', 'a--b', '', '../etc'])(
    'rejects "%s"',
    (value) => {
      expect(isSlug(value)).toBe(false)
    },
  )
})
