import type { MetadataJson } from 'libphonenumber-js/core'
import metadata from 'libphonenumber-js/metadata.min.json'
import { describe, expect, it } from 'vitest'

import { nanpMetadataOf } from './nanp-phone-metadata'
import nanpMetadata from './nanp-phone-metadata.json'
import { northAmericanE164 } from './phone-number'

describe('northAmericanE164', () => {
  it.each([
    ['(305) 555-0142', '+13055550142'],
    ['305.555.0142', '+13055550142'],
    ['1-305-555-0142', '+13055550142'],
    ['+1 (212) 555-0100', '+12125550100'],
    ['(416) 555-0199', '+14165550199'],
    ['+1 787 555 0100', '+17875550100'],
    ['(555) 010-4242', '+15550104242'],
    ['555 123 4567', '+15551234567'],
  ])('reads %j as the North American number %j', (typed, e164) => {
    expect(northAmericanE164(typed)).toBe(e164)
  })

  it.each([
    ['letters', 'abcdefghij'],
    ['dashes', '----------'],
    ['nine digits', '555-010123'],
    ['an area code no number has', '(123) 456-7890'],
    ['ten zeros', '0000000000'],
    ['an exchange no number has', '(305) 055-0142'],
    ['a number in London', '+44 20 7946 0958'],
    ['an extension', '305-555-0142 ext 12'],
  ])('refuses %s: %j', (_case, typed) => {
    expect(northAmericanE164(typed)).toBeUndefined()
  })

  it('reads with the installed libphonenumber’s own metadata for the +1 countries', () => {
    expect(nanpMetadata).toEqual(nanpMetadataOf(metadata as MetadataJson))
    expect(nanpMetadata.country_calling_codes['1']).toEqual(expect.arrayContaining(['US', 'CA', 'PR']))
  })
})
