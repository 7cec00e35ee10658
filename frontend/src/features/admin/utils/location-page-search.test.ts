import { describe, expect, it } from 'vitest'

import { locationPageSearchWhere } from './location-page-search'

const anyField = (word: string) => ({
  or: [
    { cityName: { contains: word } },
    { city: { contains: word } },
    { state: { contains: word } },
    { metaTitle: { contains: word } },
    { 'service.name': { contains: word } },
  ],
})

describe('locationPageSearchWhere', () => {
  it.each(['', '   ', ' , '])('searches nothing for "%s"', (search) => {
    expect(locationPageSearchWhere(search)).toBeUndefined()
  })

  it.each([
    ['Miami', ['miami']],
    ['kitchen  miami', ['kitchen', 'miami']],
    ['Miami, FL', ['miami', 'fl']],
    ['New York', ['new', 'york']],
    ['fort-lauderdale', ['fort-lauderdale']],
  ])('wants every word of "%s" in one of the fields', (search, words) => {
    expect(locationPageSearchWhere(search)).toEqual({ and: words.map(anyField) })
  })

  it('counts at most six words', () => {
    expect(locationPageSearchWhere('a b c d e f g h')?.and).toHaveLength(6)
  })
})
