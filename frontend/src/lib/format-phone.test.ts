import { describe, expect, it } from 'vitest'

import { formatPhone } from './format-phone'

describe('formatPhone', () => {
  it.each([
    ['+13055550142', '(305) 555-0142'],
    ['+15550104242', '(555) 010-4242'],
    ['3055550142', '(305) 555-0142'],
    ['305-555-0142', '(305) 555-0142'],
    ['305.555.0142', '(305) 555-0142'],
    [' (305) 555-0142 ', '(305) 555-0142'],
    ['+1 305 555 0142', '(305) 555-0142'],
    ['1-305-555-0142', '(305) 555-0142'],
  ])('writes the North American number %j as %j', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown)
  })

  it.each([
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+4420794609', '+4420794609'],
    ['555-010-12345', '555-010-12345'],
    ['305-555-0142 ext 12', '305-555-0142 ext 12'],
    ['  0123456  ', '0123456'],
    ['abcdefghij', 'abcdefghij'],
    ['----------', '----------'],
  ])('shows %j, stored before numbers were checked, as it was typed', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown)
  })
})
