// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import type { ProfileReview, ProProfilePageData } from '@contracts/public-pages'

import { ProfileCredentials } from './profile-credentials'
import { ProfileRatings } from './profile-ratings'
import { ProfileReviews } from './profile-reviews'

afterEach(cleanup)

/** The value a description list gives a term. */
const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

const NO_FIGURES = { rating: null, externalRating: null, response: null }

describe('ProfileRatings', () => {
  it('says plainly when there are no verified reviews and too few answers to measure', () => {
    render(<ProfileRatings page={NO_FIGURES} />)
    expect(valueOf('Verified rating')).toBe('No verified reviews yet')
    expect(valueOf('Median time to first answer')).toBe('Not enough requests answered yet')
    expect(valueOf('Requests accepted')).toBe('Not enough requests answered yet')
    expect(screen.queryByText('Rating from elsewhere')).toBeNull()
  })

  it('shows the verified rating, the measured answers, and a rating from elsewhere apart with its source', () => {
    render(
      <ProfileRatings
        page={{
          rating: { value: 4.5, count: 12 },
          externalRating: { rating: 4.7, count: 212, source: 'Google', asOf: '2026-03-01T00:00:00.000Z' },
          response: { answered: 8, medianSeconds: 2 * 3600, acceptanceRate: 87.5 },
        }}
      />,
    )
    expect(valueOf('Verified rating')).toBe('★4.5out of 5 from 12 verified reviews')
    expect(valueOf('Rating from elsewhere')).toBe('4.7 from 212 Google reviews, March 2026')
    expect(valueOf('Median time to first answer')).toBe('2 hours')
    expect(valueOf('Requests accepted')).toBe('87.5% of requests')
    expect(screen.getByText(/Measured from the 8 requests/).textContent).toBe(
      'Measured from the 8 requests the company answered in the last 365 days.',
    )
  })
})

describe('ProfileCredentials', () => {
  it('lists each licence with its number and state, and the insurance, with the dates they were checked and hold', () => {
    render(
      <>
        <h2 id="credentials">Credentials</h2>
        <ProfileCredentials
          headingId="credentials"
          page={{
            licences: [
              {
                state: 'FL',
                stateName: 'Florida',
                number: 'CCC1330000',
                classification: 'Roofing Contractor',
                verifiedOn: '2026-01-15T00:00:00.000Z',
                expiresOn: '2027-08-31T00:00:00.000Z',
              },
            ],
            insurance: { verifiedOn: '2026-02-01T00:00:00.000Z', expiresOn: '2027-02-01T00:00:00.000Z' },
          }}
        />
      </>,
    )
    const items = within(screen.getByRole('list', { name: 'Credentials' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Licensed: Roofing Contractor, Florida licence CCC1330000Verified January 15, 2026, valid until August 31, 2027',
      '✓Insured: liability insuranceVerified February 1, 2026, valid until February 1, 2027',
    ])
  })
})

const review = (n: number, extra: Partial<ProfileReview> = {}): ProfileReview => ({
  id: `review-${n}`,
  rating: 4,
  text: `Review ${n} text.`,
  reviewerName: 'Maria G.',
  reviewerCity: 'Miami',
  date: '2026-03-04T12:00:00.000Z',
  service: { slug: 'roofing', name: 'Roofing' },
  reply: null,
  ...extra,
})

const showReviews = (reviews: ProProfilePageData['reviews']) =>
  render(
    <>
      <h2 id="reviews">Reviews</h2>
      <ProfileReviews headingId="reviews" page={{ slug: 'acme-roofing', name: 'Acme Roofing', reviews }} />
    </>,
    { wrapper: MemoryRouter },
  )

describe('ProfileReviews', () => {
  it('shows each review with its rating, writer, city, date, service and the reply, and links the policy', () => {
    showReviews({
      docs: [
        review(1, { reply: { text: 'Thank you, Maria!', at: null } }),
        review(2, { service: null, reviewerCity: null }),
      ],
      page: 1,
      totalPages: 1,
      totalDocs: 2,
    })
    const [first, second] = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem')
    expect(within(first!).getByText('Rated 4 out of 5')).toBeTruthy()
    expect(first!.textContent).toContain('Maria G., Miami · March 4, 2026 · Roofing')
    expect(within(first!).getByRole('link', { name: 'Roofing' }).getAttribute('href')).toBe(
      '/services/roofing',
    )
    expect(first!.textContent).toContain('Reply from Acme RoofingThank you, Maria!')
    expect(second!.textContent).toContain('Maria G. · March 4, 2026')
    expect(within(second!).queryByRole('link')).toBeNull()
    expect(screen.getByRole('link', { name: 'review policy' }).getAttribute('href')).toBe('/review-policy')
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).toBeNull()
  })

  it('links the newer and older pages of reviews from a middle page', () => {
    showReviews({ docs: [review(11)], page: 2, totalPages: 3, totalDocs: 21 })
    const nav = screen.getByRole('navigation', { name: 'Review pages' })
    expect(within(nav).getByRole('link', { name: '← Newer reviews' }).getAttribute('href')).toBe(
      '/pros/acme-roofing#reviews',
    )
    expect(within(nav).getByRole('link', { name: 'Older reviews →' }).getAttribute('href')).toBe(
      '/pros/acme-roofing?page=3#reviews',
    )
    expect(nav.textContent).toContain('Page 2 of 3')
  })

  it('says so when there are no reviews yet', () => {
    showReviews({ docs: [], page: 1, totalPages: 0, totalDocs: 0 })
    expect(screen.getByText('No reviews yet.')).toBeTruthy()
  })
})
