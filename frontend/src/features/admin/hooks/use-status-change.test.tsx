// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createQueryClient } from '@/lib/query-client'

import { useStatusChange } from './use-status-change'

const showToast = vi.hoisted(() => vi.fn())
vi.mock('@/components/ui/toast', () => ({ showToast }))

const LEADS = [
  { id: 'lead-1', name: 'Jane Doe' },
  { id: 'lead-2', name: 'John Roe' },
]

/** A row per lead, its control disabled while its change is pending, as the Leads tab's status menus are. */
const LeadRows = () => {
  const status = useStatusChange('leads')
  return (
    <ul>
      {LEADS.map((lead) => (
        <li key={lead.id}>
          <button
            type="button"
            disabled={status.isChanging(lead.id)}
            onClick={() => status.change(lead.id, 'in-progress', lead.name)}
          >
            Mark {lead.name} contacted
          </button>
        </li>
      ))}
    </ul>
  )
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
const press = (name: string) => act(async () => fireEvent.click(button(name)))

// Each PATCH waits until the test answers it, so several stay pending at once.
let answers: ((response: Response) => void)[] = []

/** Answers the `index`th PATCH, then waits (in act) until what a person sees agrees with `expectation`. */
const answer = (index: number, response: Response, expectation: () => void) =>
  act(async () => {
    answers[index]?.(response)
    // The query client tells observers on a later task, so the page changes a little after the answer.
    await vi.waitFor(expectation)
  })

beforeEach(() => {
  answers = []
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve))),
  )
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LeadRows />
    </QueryClientProvider>,
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  showToast.mockReset()
})

describe('useStatusChange', () => {
  it('keeps each row disabled while its own change is pending, however many are pending at once', async () => {
    await press('Mark Jane Doe contacted')
    await press('Mark John Roe contacted')
    expect(button('Mark Jane Doe contacted').disabled).toBe(true)
    expect(button('Mark John Roe contacted').disabled).toBe(true)

    // The second answer comes first: only its row is enabled again.
    await answer(1, Response.json({}), () => expect(button('Mark John Roe contacted').disabled).toBe(false))
    expect(button('Mark Jane Doe contacted').disabled).toBe(true)

    await answer(0, Response.json({}), () => expect(button('Mark Jane Doe contacted').disabled).toBe(false))
  })

  it('tells how each change went, not only the latest', async () => {
    await press('Mark Jane Doe contacted')
    await press('Mark John Roe contacted')
    await answer(0, Response.json({}), () =>
      expect(showToast).toHaveBeenCalledWith({
        title: 'Status updated',
        description: 'Jane Doe is now in-progress.',
      }),
    )
    await answer(1, new Response('Forbidden', { status: 403 }), () =>
      expect(showToast).toHaveBeenCalledWith({
        title: 'Could not update status',
        description: "You don't have permission to do that.",
        variant: 'destructive',
      }),
    )
  })
})
