import { describe, expect, it } from 'vitest'

import { reviewerCityOf, shownReviewerName } from './reviewer'

describe('the name a review shows of its writer', () => {
  it.each([
    ['Maria Garcia', 'Maria G.'],
    ['  maria   de la cruz ', 'maria C.'],
    ['John Smith Jr.', 'John S.'],
    ['Cher', 'Cher'],
    ['Zoë Ødegaard', 'Zoë Ø.'],
  ])('shows %j as %j: the first name and the initial of the last word', (full, shown) => {
    expect(shownReviewerName(full)).toBe(shown)
  })

  it('keeps a very long first name within the review’s 80 characters', () => {
    expect(shownReviewerName(`${'A'.repeat(200)} Baker`).length).toBeLessThanOrEqual(80)
  })
})

describe('the city a review shows of its writer', () => {
  it('comes from the request’s ZIP code, and is left out for one no place has', () => {
    expect(reviewerCityOf('33101')).toBe('Miami, FL')
    expect(reviewerCityOf('00000')).toBeNull()
  })
})
