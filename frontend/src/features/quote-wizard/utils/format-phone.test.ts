import { describe, expect, it } from 'vitest'

import { formatPhoneForDisplay } from './format-phone'

describe('formatPhoneForDisplay', () => {
  it.each([
    ['3055550142', '(305) 555-0142'],
    ['305-555-0142', '(305) 555-0142'],
    ['305.555.0142', '(305) 555-0142'],
    [' (305) 555-0142 ', '(305) 555-0142'],
    ['+1 305 555 0142', '+1 (305) 555-0142'],
    ['1-305-555-0142', '+1 (305) 555-0142'],
  ])('writes the North American number %j as %j', (typed, shown) => {
    expect(formatPhoneForDisplay(typed)).toBe(shown)
  })

  it.each([
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['555-010-12345', '555-010-12345'],
    ['305-555-0142 ext 12', '305-555-0142 ext 12'],
    ['  0123456  ', '0123456'],
  ])('keeps %j as typed', (typed, shown) => {
    expect(formatPhoneForDisplay(typed)).toBe(shown)
  })
})
