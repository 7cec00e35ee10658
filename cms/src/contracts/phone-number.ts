import { type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core'

import nanpMetadata from './nanp-phone-metadata.json'

const metadata = nanpMetadata as MetadataJson

/**
 * Area code 555 is never assigned in North America, so no real number is in it: the demo data and the tests use it
 * for numbers that must look real without reaching anyone, as films do.
 */
const FICTIONAL_AREA_CODE = '555'

/**
 * A phone number as people type it ("305.555.0142", "+1 (305) 555-0142") → the North American number it is, in
 * E.164 ("+13055550142"); undefined for anything else: no number at all, a number of the wrong length or one no
 * carrier can have (per libphonenumber's metadata), one outside the +1 region, or one with an extension.
 */
export const northAmericanE164 = (typed: string): string | undefined => {
  const number = parsePhoneNumberFromString(typed, 'US', metadata)
  if (!number || number.countryCallingCode !== '1' || number.ext) return undefined
  const fictional = number.nationalNumber.startsWith(FICTIONAL_AREA_CODE) && number.isPossible()
  return number.isValid() || fictional ? number.number : undefined
}
