// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import { createQueryClient } from '@/lib/query-client'
import type { Review } from '@/types/payload'

import { MODERATION_REASONS } from '@contracts/reviews'

import { ReviewsTab } from './reviews-tab'

afterEach(cleanup)

const STAFF_ID = 'staff-1'

const review = (fields: Partial<Review>): Review => ({
  id: 'review-1',
  referral: 'referral-1',
  contractor: { id: 'contractor-1', name: 'Elite Kitchen Remodeling' } as Review['contractor'],
  service: { id: 'service-1', name: 'Kitchen Remodeling' } as Review['service'],
  hireEvidence: 'contractor-won',
  rating: 2,
  text: 'They left the job half done and stopped answering.',
  reviewerName: 'Maria G.',
  reviewerCity: 'Miami, FL',
  status: 'pending',
  moderation: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...fields,
})

const pageOf = (docs: Review[]) => ({
  docs,
  totalDocs: docs.length,
  limit: 25,
  page: 1,
  totalPages: 1,
  hasNextPage: false,
  hasPrevPage: false,
})

/** Lists the tab asks for, answered by status from `stored`, as the REST API would filter them. */
const renderTab = async (stored: Review[], path = '/admin/reviews') => {
  const queryClient = createQueryClient()
  const asked: string[] = []
  queryClient.setDefaultOptions({
    queries: {
      ...queryClient.getDefaultOptions().queries,
      queryFn: ({ queryKey }) => {
        const key = String(queryKey[0])
        asked.push(key)
        if (key === '/api/users/me') return { user: { id: STAFF_ID, email: 'staff@example.com' } }
        const where = new URL(key, 'http://x').searchParams.get('where')
        const status = where ? (JSON.parse(where) as { status: { equals: string } }).status.equals : null
        return pageOf(stored.filter((item) => status === null || item.status === status))
      },
    },
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: <ReviewsTab /> }], { initialEntries: [path] })}
      />
    </QueryClientProvider>,
  )
  await waitForElementToBeRemoved(() => screen.queryByText('Loading...'))
  return asked
}

describe('ReviewsTab', () => {
  it('shows the pending reviews first, each with its rating, text, contractor, service and hire', async () => {
    await renderTab([review({}), review({ id: 'review-2', status: 'published', reviewerName: 'John D.' })])
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveProperty('value', 'pending')
    const articles = screen.getAllByRole('article')
    expect(articles).toHaveLength(1)
    const item = screen.getByRole('article', { name: 'Maria G. on Elite Kitchen Remodeling' })
    for (const text of [
      '2 out of 5 stars',
      'Kitchen Remodeling',
      'The contractor marked the job won',
      'They left the job half done and stopped answering.',
      'Not moderated yet.',
    ])
      expect(within(item).getByText(text)).toBeTruthy()
    expect(within(item).getByRole('button', { name: 'Publish' })).toBeTruthy()
    expect(within(item).getByRole('button', { name: 'Reject' })).toBeTruthy()
  })

  it('offers exactly the policy’s reasons to reject, and refuses a rejection without one, tied to the field', async () => {
    await renderTab([review({})])
    const item = screen.getByRole('article', { name: 'Maria G. on Elite Kitchen Remodeling' })
    const reason = within(item).getByRole('combobox', { name: 'Reason to reject' })
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose the policy reason', ...MODERATION_REASONS.map(({ label }) => label)])
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Reject' }))
    const refused = within(item).getByRole('combobox', {
      name: 'Reason to reject',
      description: 'Choose the policy reason',
    })
    expect(refused.getAttribute('aria-invalid')).toBe('true')
  })

  it('shows a moderated review’s history with who acted, and no Publish once published', async () => {
    await renderTab(
      [
        review({
          status: 'published',
          publishedAt: '2026-11-22T09:00:00.000Z',
          moderation: [
            {
              id: 'a',
              action: 'reject',
              reason: 'personal-data',
              by: 'other-staff-id-123',
              at: '2026-11-21T09:00:00.000Z',
            },
            { id: 'b', action: 'publish', reason: null, by: STAFF_ID, at: '2026-11-22T09:00:00.000Z' },
          ],
          reply: { text: 'Sorry, we came back and finished it.', at: '2026-11-23T09:00:00.000Z' },
        }),
      ],
      '/admin/reviews?status=published',
    )
    const item = screen.getByRole('article', { name: 'Maria G. on Elite Kitchen Remodeling' })
    const history = within(item)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent)
    expect(history[0]).toMatch(/^Rejected: It contains personal data, by account other-st\.\.\. on /)
    expect(history[1]).toMatch(/^Published, by you on /)
    expect(within(item).queryByRole('button', { name: 'Publish' })).toBeNull()
    expect(within(item).getByText('Sorry, we came back and finished it.', { exact: false })).toBeTruthy()
  })

  it('says so when no review waits for moderation', async () => {
    await renderTab([review({ status: 'published' })])
    expect(screen.getByText('No reviews are waiting for moderation.')).toBeTruthy()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
  })

  it('lists every review, pending first, when asked for all', async () => {
    const asked = await renderTab([review({})], '/admin/reviews?status=all')
    const list = asked.find((key) => key.startsWith('/api/reviews?'))
    expect(new URL(list!, 'http://x').searchParams.get('sort')).toBe('status,-createdAt')
    expect(new URL(list!, 'http://x').searchParams.get('where')).toBeNull()
  })
})
