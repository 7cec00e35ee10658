import { describe, expect, it } from 'vitest'

import { answerTimeText, externalRatingText, profileDate, reviewsPagePath } from './profile-text'

describe('answerTimeText', () => {
  it.each([
    [20, '1 minute'],
    [25 * 60, '25 minutes'],
    [90 * 60, '2 hours'],
    [3600, '1 hour'],
    [47 * 3600, '47 hours'],
    [48 * 3600, '2 days'],
  ])('says %i seconds as "%s"', (seconds, text) => {
    expect(answerTimeText(seconds)).toBe(text)
  })
})

describe('externalRatingText', () => {
  it('names the source, the count and the month, never the rating alone', () => {
    expect(
      externalRatingText({ rating: 4.7, count: 212, source: 'Google', asOf: '2026-03-01T00:00:00.000Z' }),
    ).toBe('4.7 from 212 Google reviews, March 2026')
    expect(
      externalRatingText({ rating: 5, count: 1, source: 'Sample data', asOf: '2026-11-30T23:00:00.000Z' }),
    ).toBe('5.0 from 1 Sample data review, November 2026')
  })
})

describe('reviewsPagePath', () => {
  it('is the profile itself for the first page and ?page=N after it', () => {
    expect(reviewsPagePath('acme-roofing', 1)).toBe('/pros/acme-roofing')
    expect(reviewsPagePath('acme-roofing', 3)).toBe('/pros/acme-roofing?page=3')
  })
})

describe('profileDate', () => {
  it('prints the UTC day, so the server and the browser agree', () => {
    expect(profileDate('2026-04-02T23:30:00.000Z')).toBe('April 2, 2026')
  })
})
