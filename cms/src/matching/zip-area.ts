import zipcodes from 'zipcodes'

import { ZIP_CODE_PATTERN } from '../contracts/limits'
import type { StateCode } from '../contracts/us-states'
import { US_STATES } from '../contracts/us-states'

export type Area = { city: string; state: StateCode }

const isStateCode = (code: string): code is StateCode => code in US_STATES

/** The city and state of a US ZIP code, from the zipcodes dataset; null when it is not a known US ZIP code. */
export const areaOfZip = (zip: string): Area | null => {
  if (!ZIP_CODE_PATTERN.test(zip)) return null
  const place = zipcodes.lookup(zip)
  if (!place || !isStateCode(place.state)) return null
  return { city: place.city, state: place.state }
}

/** How contractors write a covered city: "Miami, FL". */
export const cityLabel = (area: Area): string => `${area.city}, ${area.state}`
