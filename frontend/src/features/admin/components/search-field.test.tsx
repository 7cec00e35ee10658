// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Link } from '@/components/ui/link'

import { SearchField, useTypedSearch } from './search-field'

const Leads = ({ onSearch }: { onSearch: (search: string) => void }) => {
  const [text, setText] = useTypedSearch('', onSearch)
  return (
    <>
      <SearchField id="search" text={text} onText={setText} placeholder="" maxLength={50} className="" />
      <Link to="/leads/1">Jane Doe</Link>
    </>
  )
}

/** The list at /leads, and a lead's page whose code is still loading (as a lazy route's is) until `open` is called. */
const renderLeads = (onSearch: (search: string) => void) => {
  let open = () => {}
  const router = createMemoryRouter(
    [
      { path: '/leads', element: <Leads onSearch={onSearch} /> },
      {
        path: '/leads/:id',
        lazy: () =>
          new Promise((resolve) => {
            open = () => resolve({ element: <h1>Lead</h1> })
          }),
      },
    ],
    { initialEntries: ['/leads'] },
  )
  render(<RouterProvider router={router} />)
  return { router, open: () => open() }
}

// Fake timers drive the typing pause; Testing Library's user-event would wait on them too, so events are fired.
const type = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: text } })

describe('useTypedSearch', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('searches once typing pauses', () => {
    const onSearch = vi.fn()
    renderLeads(onSearch)
    type(' jane ')
    act(() => vi.advanceTimersByTime(299))
    expect(onSearch).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('jane')
  })

  it('drops the pending search when a row is opened before typing paused', async () => {
    const onSearch = vi.fn()
    const { router, open } = renderLeads(onSearch)
    type('jane')
    fireEvent.click(screen.getByRole('link', { name: 'Jane Doe' }))
    expect(router.state.navigation.state).toBe('loading')
    act(() => vi.advanceTimersByTime(1000))
    expect(onSearch).not.toHaveBeenCalled()
    await act(async () => {
      open()
      await vi.runAllTimersAsync()
    })
    expect(router.state.location.pathname).toBe('/leads/1')
    expect(onSearch).not.toHaveBeenCalled()
  })
})
