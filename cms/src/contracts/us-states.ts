import { toSlug } from './slug'

/** USPS codes of the 50 states and DC, the areas a contractor can cover. */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const

export type StateCode = keyof typeof US_STATES
export const STATE_CODES = Object.keys(US_STATES) as StateCode[]

/** How a state is written in location URLs: "District of Columbia" → "district-of-columbia". */
export const stateSlug = (code: StateCode): string => toSlug(US_STATES[code])

const CODE_OF_SLUG: ReadonlyMap<string, StateCode> = new Map(
  STATE_CODES.map((code) => [stateSlug(code), code]),
)

/** The state a location URL names ("florida" → "FL"), or undefined for anything else. */
export const stateOfSlug = (slug: string): StateCode | undefined => CODE_OF_SLUG.get(slug)
