import { describe, expect, it } from 'vitest'

import { areaOfZip, cityLabel, isCityOf } from './zip-area'

describe('areaOfZip', () => {
  it.each([
    ['33101', { city: 'Miami', state: 'FL' }],
    ['33602', { city: 'Tampa', state: 'FL' }],
    ['77002', { city: 'Houston', state: 'TX' }],
    ['10001', { city: 'New York', state: 'NY' }],
  ])('places %s', (zip, area) => {
    expect(areaOfZip(zip)).toEqual(area)
  })

  it.each(['00000', '99999', '3310', 'abcde', ''])('knows no area for "%s"', (zip) => {
    expect(areaOfZip(zip)).toBeNull()
  })
})

describe('cityLabel', () => {
  it('writes a city the way contractors list it', () => {
    expect(cityLabel({ city: 'Fort Lauderdale', state: 'FL' })).toBe('Fort Lauderdale, FL')
  })
})

describe('isCityOf', () => {
  it.each([
    ['miami', 'FL'],
    ['fort-lauderdale', 'FL'],
    ['los-angeles', 'CA'],
    ['juneau', 'AK'],
    ['burlington', 'VT'],
  ] as const)('knows %s in %s', (city, state) => {
    expect(isCityOf(city, state)).toBe(true)
  })

  it.each([
    ['fort-lauderdale', 'TX'],
    ['miamii', 'FL'],
    ['Miami', 'FL'],
    ['', 'FL'],
  ] as const)('does not know "%s" in %s', (city, state) => {
    expect(isCityOf(city, state)).toBe(false)
  })
})
