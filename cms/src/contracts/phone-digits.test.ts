import { describe, expect, it } from 'vitest'

import { phoneDigits, phoneDigitsOfSearch } from './phone-digits'

describe('phone digits', () => {
  it('keep the digits of a number however it was written', () => {
    expect(phoneDigits('(305) 555-0142')).toBe('3055550142')
    expect(phoneDigits('+1 305.555.0142')).toBe('13055550142')
  })

  it.each([
    ['555-0142', '5550142'],
    ['(305) 555', '305555'],
    [' 305 ', '305'],
  ])('read the search %j as the number %j', (search, digits) => {
    expect(phoneDigitsOfSearch(search)).toBe(digits)
  })

  it.each(['Lead 4242', 'jane@example.com', '42', '--', ''])('leave %j to the other fields', (search) => {
    expect(phoneDigitsOfSearch(search)).toBeUndefined()
  })
})
