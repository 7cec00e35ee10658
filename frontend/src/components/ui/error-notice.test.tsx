// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { reactRootPerTest } from '@/testing/react-root'

import { ApiError } from '@/lib/api-client'

import { ErrorNotice } from './error-notice'

const FAULT = new ApiError(503, 'Database unavailable', 'Service Unavailable')

const mounted = reactRootPerTest()

/** The notice as a list would show it, after a button of the page's own that someone may be using. */
const show = (failedAt: number, { retrying = false, onRetry = () => {} } = {}) =>
  act(() =>
    mounted.root.render(
      <>
        <button type="button">Elsewhere</button>
        <ErrorNotice
          title="Could not load this list."
          error={FAULT}
          failedAt={failedAt}
          retrying={retrying}
          onRetry={onRetry}
        />
      </>,
    ),
  )

/** The page before anything failed: only its own button. */
const showPageOnly = () => act(() => mounted.root.render(<button type="button">Elsewhere</button>))

const byText = (text: string): HTMLElement => {
  const found = [...mounted.container.querySelectorAll<HTMLElement>('button')].find(
    (element) => element.textContent === text,
  )
  if (!found) throw new Error(`no button "${text}"`)
  return found
}
const notice = () => mounted.container.querySelector<HTMLElement>('[role="alert"]')

describe('ErrorNotice', () => {
  it('says what failed in plain words, never the status code or the server’s body', () => {
    show(1)
    expect(notice()?.textContent).toBe(
      'Could not load this list.Our service is busy right now. Please try again in a moment.Retry',
    )
    expect(notice()?.textContent).not.toMatch(/503|Database/)
  })

  it('takes focus when it replaces what had it', () => {
    show(1)
    expect(document.activeElement).toBe(notice())
  })

  it('leaves focus where the person is busy elsewhere', () => {
    showPageOnly()
    byText('Elsewhere').focus()
    show(1)
    expect(document.activeElement).toBe(byText('Elsewhere'))
  })

  it('asks again on Retry, not twice while asking, and takes focus when the retry fails too', () => {
    const onRetry = vi.fn()
    show(1, { onRetry })
    byText('Retry').focus()
    act(() => byText('Retry').click())
    expect(onRetry).toHaveBeenCalledTimes(1)

    show(1, { onRetry, retrying: true })
    expect(byText('Retrying...').getAttribute('aria-disabled')).toBe('true')
    act(() => byText('Retrying...').click())
    expect(onRetry).toHaveBeenCalledTimes(1)
    // Still focusable while it works, so focus stays on it.
    expect(document.activeElement).toBe(byText('Retrying...'))

    show(2, { onRetry })
    expect(document.activeElement).toBe(notice())
  })

  it('takes focus from anywhere when the person was waiting on what failed', () => {
    showPageOnly()
    byText('Elsewhere').focus()
    act(() =>
      mounted.root.render(
        <>
          <button type="button">Elsewhere</button>
          <ErrorNotice
            title="Your request was not sent."
            error={FAULT}
            failedAt={1}
            onRetry={() => {}}
            interrupts
          />
        </>,
      ),
    )
    expect(document.activeElement).toBe(notice())
  })
})
