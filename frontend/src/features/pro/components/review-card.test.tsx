// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import type { ProReview } from '@contracts/pro-reviews'
import { createQueryClient } from '@/lib/query-client'

import { ReviewCard } from './review-card'

afterEach(cleanup)

const REVIEW: ProReview = {
  id: 'review-1',
  rating: 4,
  text: 'Good work, a little late.',
  reviewerName: 'Maria G.',
  reviewerCity: 'Miami, FL',
  service: 'Kitchen Remodeling',
  publishedAt: '2026-11-20T10:00:00.000Z',
  reply: null,
}

const renderCard = (review: ProReview) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReviewCard review={review} />
    </QueryClientProvider>,
  )

describe('ReviewCard', () => {
  it('offers the one reply, saying it is public and final', () => {
    renderCard(REVIEW)
    expect(screen.getByRole('article', { name: '4 out of 5 stars from Maria G.' })).toBeTruthy()
    expect(
      screen.getByRole('textbox', {
        name: 'Your public reply',
        description: 'Shown with the review. You can reply once, and the reply cannot be changed.',
      }),
    ).toBeTruthy()
  })

  it('refuses a blank reply with the server’s message, tied to the field', async () => {
    renderCard(REVIEW)
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'Your public reply' }), '   ')
    await user.click(screen.getByRole('button', { name: 'Publish reply' }))
    const field = await screen.findByRole('textbox', {
      name: 'Your public reply',
      description: /Write your reply/,
    })
    expect(field.getAttribute('aria-invalid')).toBe('true')
  })

  it('shows the reply once written, and no form to write another', () => {
    renderCard({ ...REVIEW, reply: { text: 'Thank you, Maria!', at: '2026-11-21T10:00:00.000Z' } })
    expect(screen.getByText('Thank you, Maria!')).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Publish reply' })).toBeNull()
  })
})
