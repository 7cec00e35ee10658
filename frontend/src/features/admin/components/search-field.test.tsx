// @vitest-environment happy-dom
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Link } from '@/components/ui/link'
import { reactRootPerTest } from '@/testing/react-root'

import { SearchField, useTypedSearch } from './search-field'

const mounted = reactRootPerTest()

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
  act(() => mounted.root.render(<RouterProvider router={router} />))
  return { router, open: () => open() }
}

/** Types as a person does: React sees the input's new value through its own setter. */
const type = (text: string) => {
  const input = mounted.container.querySelector<HTMLInputElement>('input[type="search"]')!
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  act(() => {
    setValue.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const click = (name: string) => {
  const link = [...mounted.container.querySelectorAll('a')].find((element) => element.textContent === name)!
  act(() => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })))
}

describe('useTypedSearch', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

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
    click('Jane Doe')
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
