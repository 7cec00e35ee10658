import zipcodes from 'zipcodes'

import { ZIP_CODE_PATTERN } from '../contracts/limits'
import { toSlug } from '../contracts/slug'
import type { StateCode } from '../contracts/us-states'
import { US_STATES } from '../contracts/us-states'

export type Area = { city: string; state: StateCode }

const isStateCode = (code: string): code is StateCode => code in US_STATES

/**
 * The server's answer to a well-formed ZIP code that no place has (00000, 99999): the wizard's own schema checks
 * only the format ("ZIP code must be 5 digits"), since the ZIP data stays on the server.
 */
export const UNKNOWN_ZIP_MESSAGE = 'We could not find this ZIP code. Please check it.'

/** The city and state of a US ZIP code, from the zipcodes dataset; null when it is not a known US ZIP code. */
export const areaOfZip = (zip: string): Area | null => {
  if (!ZIP_CODE_PATTERN.test(zip)) return null
  const place = zipcodes.lookup(zip)
  if (!place || !isStateCode(place.state)) return null
  return { city: place.city, state: place.state }
}

/** How contractors write a covered city: "Miami, FL". */
export const cityLabel = (area: Area): string => `${area.city}, ${area.state}`

const citySlugsByState = new Map<StateCode, ReadonlySet<string>>()

/**
 * Whether the ZIP data has a city of this URL segment in the state ("fort-lauderdale" in FL). Each state's list is
 * built on first use: a few thousand names, where the whole dataset is forty thousand codes.
 */
export const isCityOf = (citySlug: string, state: StateCode): boolean => {
  let slugs = citySlugsByState.get(state)
  if (!slugs) {
    slugs = new Set(zipcodes.lookupByState(state).map((place) => toSlug(place.city)))
    citySlugsByState.set(state, slugs)
  }
  return slugs.has(citySlug)
}
