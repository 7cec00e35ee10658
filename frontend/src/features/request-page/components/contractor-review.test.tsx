// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import { paths } from '@/config/paths'
import { createQueryClient } from '@/lib/query-client'

import type { RequestPageContractor, RequestPageData } from '@contracts/request-page'
import type { RequestPageReview } from '@contracts/review-request'

import { RequestView } from './request-view'

const LINE = {
  logo: null,
  profileSlug: null,
  quoteAmount: null,
  quoteMessage: null,
  homeownerChoice: null,
  review: null,
} as const

const page = (contractors: RequestPageContractor[]): RequestPageData => ({
  reference: 'REQ-7K3M-9QXD',
  service: 'Roofing',
  zipCode: '33101',
  city: 'Miami, FL',
  sentAt: '2026-11-20T15:00:00.000Z',
  withdrawnAt: null,
  deletionRequestedAt: null,
  contractors,
  timeline: [],
  otherContractors: null,
})

const HIRED: RequestPageContractor = {
  ...LINE,
  id: '7d4c1a52-6a8e-4d1f-9f55-2f0e0f3b8a11',
  name: 'Alpha Roofs',
  status: 'won',
  homeownerChoice: 'hired',
}

const SENT_REVIEW: RequestPageReview = {
  status: 'pending',
  rating: 2,
  text: 'Started late and left the gutter half done.',
  sentAt: '2026-11-25T10:00:00.000Z',
  rejectionReason: null,
}

afterEach(cleanup)

const show = async (data: RequestPageData) => {
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <RequestView token="a-token" page={data} />
      </QueryClientProvider>
    </MemoryRouter>,
  )
  await act(async () => {})
}

/** The review's standing, in the list of contractors (the page's own notices are a status too). */
const reviewStatus = () =>
  within(screen.getByRole('region', { name: 'Your Contractors' })).getByRole('status')

const form = () => screen.getByRole('form', { name: 'Review Alpha Roofs' })

describe('the review form on the request page', () => {
  it('is offered for a contractor the homeowner hired or who reports being hired, and for no other', async () => {
    await show(
      page([
        HIRED,
        { ...LINE, id: 'r-bravo', name: 'Bravo Roofing', status: 'won' },
        { ...LINE, id: 'r-charlie', name: 'Charlie Co', status: 'quoted' },
        { ...LINE, id: 'r-delta', name: 'Delta Builders', status: 'lost' },
      ]),
    )
    expect(screen.getAllByRole('form')).toHaveLength(2)
    expect(screen.getByRole('form', { name: 'Review Alpha Roofs' }).id).toBe(`review-${HIRED.id}`)
    expect(screen.getByRole('form', { name: 'Review Bravo Roofing' })).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Review Charlie Co' })).toBeNull()
    expect(screen.queryByRole('form', { name: 'Review Delta Builders' })).toBeNull()
  })

  it('asks for a rating, a text and a permission to feature it that is not given until ticked, in neutral words', async () => {
    await show(page([HIRED]))
    const stars = within(form()).getByRole('group', { name: 'Your rating' })
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5'])
    expect(within(stars).getByRole('radio', { name: '1 star' })).toBeTruthy()
    expect(within(stars).getByRole('radio', { name: '5 stars' })).toBeTruthy()
    const permission = within(form()).getByRole('checkbox', {
      name: 'Find Trusted Pros may feature my review on its website as a testimonial.',
    }) as HTMLInputElement
    expect(permission.checked).toBe(false)
    expect(within(form()).getByRole('textbox', { name: 'How did the job go?' })).toBeTruthy()
    expect(within(form()).getByRole('link', { name: 'review policy' }).getAttribute('href')).toBe(
      paths.reviewPolicy,
    )
    expect(form().textContent).not.toMatch(/positive|good review|discount|reward|gift|coupon|\bfree\b/i)
  })

  it('lets the stars be chosen with the keyboard alone: Tab into the group, arrows to move the rating', async () => {
    await show(page([HIRED]))
    const user = userEvent.setup()
    const text = within(form()).getByRole('textbox', { name: 'How did the job go?' })
    const radios = within(form()).getAllByRole('radio') as HTMLInputElement[]
    // From the last control before the stars (the policy link), one Tab lands in the group.
    within(form()).getByRole('link', { name: 'review policy' }).focus()
    await user.tab()
    expect(document.activeElement).toBe(radios[0])
    await user.keyboard(' ')
    expect(radios[0]!.checked).toBe(true)
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(radios[3])
    expect(radios.map((radio) => radio.checked)).toEqual([false, false, false, true, false])
    await user.keyboard('{ArrowLeft}')
    expect(radios.map((radio) => radio.checked)).toEqual([false, false, true, false, false])
    // The group is one stop: the next Tab leaves it for the text.
    await user.tab()
    expect(document.activeElement).toBe(text)
    // The rating chosen is the number the schema takes: only the text, still empty, is asked for.
    await user.click(within(form()).getByRole('button', { name: 'Send review' }))
    expect(within(form()).getByText('Write at least 20 characters')).toBeTruthy()
    expect(within(form()).queryByText('Choose a rating from 1 to 5 stars')).toBeNull()
  })

  it('says under each field what the shared schema asks, before anything is sent', async () => {
    await show(page([HIRED]))
    const user = userEvent.setup()
    await user.type(within(form()).getByRole('textbox', { name: 'How did the job go?' }), 'Fine.')
    await user.click(within(form()).getByRole('button', { name: 'Send review' }))
    expect(within(form()).getByText('Choose a rating from 1 to 5 stars')).toBeTruthy()
    expect(within(form()).getByText('Write at least 20 characters')).toBeTruthy()
    const text = within(form()).getByRole('textbox', { name: 'How did the job go?' })
    expect(text.getAttribute('aria-invalid')).toBe('true')
    expect(within(form()).getByRole('group', { name: 'Your rating' }).getAttribute('aria-invalid')).toBe(
      'true',
    )
  })

  it('shows a review sent as it stands: pending with the policy linked, published, or rejected with the policy’s reason', async () => {
    await show(page([{ ...HIRED, review: SENT_REVIEW }]))
    expect(screen.queryByRole('form')).toBeNull()
    const pending = reviewStatus()
    expect(pending.textContent).toBe(
      'Thanks — your review will appear once checked against our review policy. Read our review policy.',
    )
    expect(within(pending).getByRole('link', { name: 'review policy' }).getAttribute('href')).toBe(
      paths.reviewPolicy,
    )
    expect(screen.getByText(SENT_REVIEW.text)).toBeTruthy()
    expect(screen.getByText('2 out of 5')).toBeTruthy()
    cleanup()

    await show(page([{ ...HIRED, review: { ...SENT_REVIEW, status: 'published' } }]))
    expect(reviewStatus().textContent).toBe('Your review is published.')
    cleanup()

    await show(
      page([{ ...HIRED, review: { ...SENT_REVIEW, status: 'rejected', rejectionReason: 'personal-data' } }]),
    )
    expect(reviewStatus().textContent).toBe(
      'Your review was not published under our review policy: It contains personal data.',
    )
  })
})
