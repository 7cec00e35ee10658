// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { MatchedContractor } from '@contracts/contractor-match'

import { ContractorCard } from './contractor-card'

const CONTRACTOR: MatchedContractor = {
  id: '3f2b8c1e-9d4a-4e7b-a1c2-5d6e7f8091a2',
  name: 'Biscayne Kitchen & Bath',
  slug: 'biscayne-kitchen-bath',
  description: 'Family-owned kitchen and bath studio.',
  rating: 4.8,
  reviewsCount: 212,
  externalRating: null,
  licensed: true,
  insured: true,
  yearsInBusiness: 14,
  serviceArea: 'Miami and Fort Lauderdale',
  medianResponseHours: 3.2,
  logo: null,
}

const LOGO = {
  src: '/api/media/file/logo-96x96.webp?v=1',
  srcSet: '/api/media/file/logo-96x96.webp?v=1 96w',
  width: 96,
  height: 96,
  alt: 'Biscayne Kitchen & Bath logo',
  position: '50% 50%',
}

const onToggle = vi.fn()

const show = (contractor: MatchedContractor, selected = false) =>
  render(<ContractorCard contractor={contractor} selected={selected} onToggle={onToggle} />, {
    wrapper: MemoryRouter,
  })

const card = () => screen.getByRole('checkbox')
/** Whether the card's accessible description (what a screen reader reads after its name) says `words`. */
const describes = (words: string) =>
  screen.queryByRole('checkbox', { description: (description) => description.includes(words) }) !== null

beforeEach(() => {
  onToggle.mockReset()
})
afterEach(cleanup)

describe('ContractorCard', () => {
  it('is a check box named for the contractor, which says how long they have worked, where, and its median answer time', () => {
    show(CONTRACTOR)
    const named = screen.getByRole('checkbox', { name: CONTRACTOR.name, checked: false })
    expect(named).toBe(card())
    expect(describes('14 years in business')).toBe(true)
    expect(describes('Serves Miami and Fort Lauderdale')).toBe(true)
    expect(describes('Answers in about 3 hours (median)')).toBe(true)
    fireEvent.click(card())
    expect(onToggle).toHaveBeenCalledWith(CONTRACTOR.id)
  })

  it('says "1 year", and leaves out the facts a contractor has not given', () => {
    show({ ...CONTRACTOR, yearsInBusiness: 1, serviceArea: null, medianResponseHours: null })
    expect(describes('1 year in business')).toBe(true)
    expect(describes('Serves')).toBe(false)
    expect(describes('Answers in')).toBe(false)
  })

  it('shows the verified rating to one decimal with its review count, and no source label', () => {
    show({ ...CONTRACTOR, rating: 4.75, reviewsCount: 12 })
    expect(describes('Rated 4.8 out of 5, (12 reviews)')).toBe(true)
    expect(describes('from')).toBe(false)
  })

  it('shows a rating from elsewhere only with its source and date, never as the verified one', () => {
    show({
      ...CONTRACTOR,
      rating: null,
      reviewsCount: 0,
      externalRating: { rating: 4.7, count: 1284, source: 'Google', asOf: '2026-03-01T00:00:00.000Z' },
    })
    expect(describes('Rated 4.7 out of 5, (1,284 reviews) from Google, March 2026')).toBe(true)
    expect(describes('(0 reviews)')).toBe(false)
  })

  it('prefers the verified rating to a rating from elsewhere', () => {
    show({
      ...CONTRACTOR,
      rating: 4.2,
      reviewsCount: 3,
      externalRating: { rating: 4.9, count: 500, source: 'Sample data', asOf: '2026-03-01T00:00:00.000Z' },
    })
    expect(describes('Rated 4.2 out of 5, (3 reviews)')).toBe(true)
    expect(describes('Sample data')).toBe(false)
    expect(describes('4.9')).toBe(false)
  })

  it('says "New" with neither a verified rating nor one from elsewhere, and no review count', () => {
    show({ ...CONTRACTOR, rating: null, reviewsCount: 0, externalRating: null })
    expect(describes('New')).toBe(true)
    expect(describes('review')).toBe(false)
    expect(describes('Rated')).toBe(false)
  })

  it.each([
    [0.4, 'Answers in under an hour (median)'],
    [1.2, 'Answers in about 1 hour (median)'],
    [26.6, 'Answers in about 27 hours (median)'],
    [80, 'Answers in about 3 days (median)'],
  ])('says a measured median of %s hours as "%s"', (hours, words) => {
    show({ ...CONTRACTOR, medianResponseHours: hours })
    expect(describes(words)).toBe(true)
  })

  it('shows the logo when there is one, and the first letter otherwise', () => {
    const { rerender } = show(CONTRACTOR)
    // The logo says nothing the name beside it does not (alt ""), so it is a presentation image, not an image.
    expect(within(card()).queryByRole('presentation')).toBeNull()
    expect(card().textContent).toMatch(/^B/)
    rerender(
      <ContractorCard contractor={{ ...CONTRACTOR, logo: LOGO }} selected={false} onToggle={onToggle} />,
    )
    const logo = within(card()).getByRole('presentation')
    expect(logo.getAttribute('src')).toBe(LOGO.src)
    expect(within(card()).queryByRole('img')).toBeNull()
  })

  it('marks a chosen card checked, with a check mark in its box', () => {
    show(CONTRACTOR, true)
    expect(screen.getByRole('checkbox', { name: CONTRACTOR.name, checked: true })).toBe(card())
    // The box is drawn for the eye only (aria-hidden, the check box's state says it), so only its markup shows it.
    expect(card().querySelector('[data-checkbox="checked"] svg')).not.toBeNull()
  })

  it('links to the profile beside the check box, not inside it, so following it chooses nobody', () => {
    show(CONTRACTOR)
    const link = screen.getByRole('link', { name: 'View profile of Biscayne Kitchen & Bath' })
    expect(link.getAttribute('href')).toBe('/pros/biscayne-kitchen-bath')
    expect(card().contains(link)).toBe(false)
    fireEvent.click(link)
    expect(onToggle).not.toHaveBeenCalled()
  })
})
