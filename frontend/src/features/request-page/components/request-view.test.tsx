// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import { createQueryClient } from '@/lib/query-client'

import type { RequestPageData } from '@contracts/request-page'

import { RequestView } from './request-view'

/** A contractor's line before any quote or choice. */
const LINE = {
  logo: null,
  profileSlug: null,
  quoteAmount: null,
  quoteMessage: null,
  homeownerChoice: null,
  review: null,
} as const

const PAGE: RequestPageData = {
  reference: 'REQ-7K3M-9QXD',
  service: 'Roofing',
  zipCode: '33101',
  city: 'Miami, FL',
  sentAt: '2026-11-20T15:00:00.000Z',
  withdrawnAt: null,
  deletionRequestedAt: null,
  contractors: [
    { ...LINE, id: 'r-alpha', name: 'Alpha Roofs', status: 'sent' },
    { ...LINE, id: 'r-bravo', name: 'Bravo Roofing', status: 'quoted', quoteAmount: 12500 },
    { ...LINE, id: 'r-charlie', name: 'Charlie Co', status: 'declined' },
  ],
  timeline: [
    { at: '2026-11-20T15:00:00.000Z', text: 'Sent to Alpha Roofs.' },
    { at: '2026-11-21T09:00:00.000Z', text: 'Charlie Co declined: Fully booked for now.' },
  ],
  otherContractors: null,
}

let view: ReturnType<typeof render> | undefined
afterEach(() => {
  cleanup()
  view = undefined
})

/** The page for `page`, in place of the one shown before; its Headless UI parts settle in act. */
const show = async (page: RequestPageData) => {
  const ui = (
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <RequestView token="a-token" page={page} />
      </QueryClientProvider>
    </MemoryRouter>
  )
  if (view) view.rerender(ui)
  else view = render(ui)
  await act(async () => {})
}

const text = () => view?.container.textContent ?? ''
const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent)

/** A contractor's entry in the list of the homeowner's contractors, found by its heading. */
const item = (name: string): HTMLElement => {
  const list = within(screen.getByRole('region', { name: 'Your Contractors' }))
  const found = list
    .getAllByRole('listitem')
    .find((entry) => within(entry).queryByRole('heading', { level: 3, name }) !== null)
  if (!found) throw new Error(`No contractor "${name}"`)
  return found
}

const buttonsOf = (name: string) =>
  within(item(name))
    .queryAllByRole('button')
    .map((button) => button.textContent)

describe('RequestView', () => {
  it("names the request and shows each contractor's standing in the homeowner's words, with the quote", async () => {
    await show(PAGE)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Request REQ-7K3M-9QXD')
    expect(item('Alpha Roofs').textContent).toContain('Notified')
    expect(item('Bravo Roofing').textContent).toContain('Quote sent')
    expect(item('Bravo Roofing').textContent).toContain('Quote: $12,500')
    expect(item('Charlie Co').textContent).toContain('Declined')
    expect(item('Charlie Co').textContent).not.toContain('Quote:')
    // The first letter stands in for a missing logo, for the eye only: the heading beside it names the contractor.
    expect(within(item('Alpha Roofs')).getByText('A').getAttribute('aria-hidden')).toBe('true')
    expect(buttonNames()).toEqual([
      'Hire Bravo Roofing',
      'Not for me',
      'Withdraw my request',
      'Delete my data',
    ])
  })

  it('offers Hire and Not for me on a contractor who answered, with their quote’s message', async () => {
    await show({
      ...PAGE,
      contractors: [
        { ...LINE, id: 'r-alpha', name: 'Alpha Roofs', status: 'accepted' },
        { ...LINE, id: 'r-bravo', name: 'Bravo Roofing', status: 'quoted', quoteMessage: 'We start Monday.' },
        { ...LINE, id: 'r-charlie', name: 'Charlie Co', status: 'sent' },
      ],
    })
    expect(buttonsOf('Alpha Roofs')).toEqual(['Hire Alpha Roofs', 'Not for me'])
    expect(buttonsOf('Bravo Roofing')).toEqual(['Hire Bravo Roofing', 'Not for me'])
    expect(item('Bravo Roofing').textContent).toContain('Their messageWe start Monday.')
    expect(buttonsOf('Charlie Co')).toEqual([])
  })

  it('reads “Hired” only from the homeowner’s own choice, and asks them to confirm a contractor’s own report', async () => {
    await show({
      ...PAGE,
      contractors: [
        { ...LINE, id: 'r-alpha', name: 'Alpha Roofs', status: 'won' },
        { ...LINE, id: 'r-bravo', name: 'Bravo Roofing', status: 'lost' },
      ],
    })
    expect(item('Alpha Roofs').textContent).toContain('Reports being hired')
    expect(item('Alpha Roofs').textContent).not.toContain('You hired them')
    // The contractor's word is enough to review them (contractor-review.test.tsx): the form's button follows.
    expect(buttonsOf('Alpha Roofs')).toEqual(['Confirm', 'That’s not right', 'Send review'])
    // A contractor's own "lost" is not the homeowner's choice.
    expect(item('Bravo Roofing').textContent).toContain('They closed the request on their side.')
    expect(item('Bravo Roofing').textContent).not.toContain('You chose someone else')

    await show({
      ...PAGE,
      contractors: [
        { ...LINE, id: 'r-alpha', name: 'Alpha Roofs', status: 'won', homeownerChoice: 'hired' },
        { ...LINE, id: 'r-bravo', name: 'Bravo Roofing', status: 'lost' },
        { ...LINE, id: 'r-charlie', name: 'Charlie Co', status: 'lost', homeownerChoice: 'not-for-me' },
      ],
    })
    expect(item('Alpha Roofs').textContent).toContain('HiredYou hired them for this job.')
    expect(item('Bravo Roofing').textContent).toContain('You chose someone else for this job.')
    expect(item('Charlie Co').textContent).toContain('You told us they are not for you')
    expect(buttonNames()).toEqual(['Send review', 'Withdraw my request', 'Delete my data'])
    const history = within(screen.getByRole('region', { name: 'History' }))
      .getAllByRole('listitem')
      .map((entry) => entry.textContent)
    expect(history).toEqual([
      'November 20, 2026Sent to Alpha Roofs.',
      'November 21, 2026Charlie Co declined: Fully booked for now.',
    ])
  })

  it('offers other contractors in one click while nobody works the request, and says plainly when none is left', async () => {
    // Offered once nobody works the request: every contractor declined.
    const declined = PAGE.contractors.map((contractor) => ({ ...contractor, status: 'declined' as const }))
    const unworked = { ...PAGE, contractors: declined }
    await show({ ...unworked, otherContractors: { since: '2026-11-22T10:00:00.000Z', onOffer: 2 } })
    expect(screen.getByRole('region', { name: 'Other Contractors' }).textContent).toContain(
      '2 other contractors who match your project can take it.',
    )
    expect(buttonNames()[0]).toBe('Send my request to 2 other contractors')
    // No promise that the chosen contractors will answer, when none is left to.
    expect(text()).not.toContain('What Happens Next')

    await show({ ...unworked, otherContractors: { since: '2026-11-22T10:00:00.000Z', onOffer: 0 } })
    expect(screen.getByRole('region', { name: 'Other Contractors' }).textContent).toContain(
      'there are no other matching contractors for it right now',
    )
    expect(buttonNames()).toEqual(['Withdraw my request', 'Delete my data'])
  })

  it('offers no choice on a withdrawn request', async () => {
    await show({ ...PAGE, withdrawnAt: '2026-11-21T10:00:00.000Z' })
    expect(buttonsOf('Bravo Roofing')).toEqual([])
  })

  it('offers only what is left to do: no withdrawal once withdrawn, no actions once deletion is asked for too', async () => {
    await show({ ...PAGE, withdrawnAt: '2026-11-21T10:00:00.000Z' })
    expect(buttonNames()).toEqual(['Delete my data'])
    expect(text()).toContain('You withdrew this request on November 21, 2026.')
    expect(text()).not.toContain('What Happens Next')

    await show({
      ...PAGE,
      withdrawnAt: '2026-11-21T10:00:00.000Z',
      deletionRequestedAt: '2026-11-22T10:00:00.000Z',
    })
    expect(buttonNames()).toEqual([])
    expect(text()).toContain(
      'We received your request to delete your data. Our team will delete it within 30 days.',
    )
  })

  it("links each contractor's name to their profile while they have one", async () => {
    await show({
      ...PAGE,
      contractors: [
        { ...LINE, id: 'r-alpha', name: 'Alpha Roofs', status: 'sent', profileSlug: 'alpha-roofs' },
        { ...LINE, id: 'r-bravo', name: 'Bravo Roofing', status: 'quoted' },
      ],
    })
    const alpha = within(item('Alpha Roofs')).getByRole('heading', { level: 3 })
    expect(within(alpha).getByRole('link', { name: 'Alpha Roofs' }).getAttribute('href')).toBe(
      '/pros/alpha-roofs',
    )
    expect(within(item('Bravo Roofing')).queryByRole('link')).toBeNull()
  })
})
