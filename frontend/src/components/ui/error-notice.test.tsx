// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiError } from '@/lib/api-client'

import { ErrorNotice } from './error-notice'

const FAULT = new ApiError(503, 'Database unavailable', 'Service Unavailable')

afterEach(cleanup)

type NoticeProps = { failedAt?: number; retrying?: boolean; onRetry?: () => void; interrupts?: boolean }

/**
 * The notice as a list would show it, after a button of the page's own that someone may be using; before anything
 * failed (no `failedAt`), only that button.
 */
const Page = ({ failedAt, retrying = false, onRetry = () => {}, interrupts }: NoticeProps) => (
  <>
    <button type="button">Elsewhere</button>
    {failedAt === undefined ? null : (
      <ErrorNotice
        title="Could not load this list."
        error={FAULT}
        failedAt={failedAt}
        retrying={retrying}
        onRetry={onRetry}
        interrupts={interrupts}
      />
    )}
  </>
)

const button = (name: string) => screen.getByRole('button', { name })

describe('ErrorNotice', () => {
  it('says what failed in plain words, never the status code or the server’s body', () => {
    render(<Page failedAt={1} />)
    expect(screen.getByRole('alert')).toHaveProperty(
      'textContent',
      'Could not load this list.Our service is busy right now. Please try again in a moment.Retry',
    )
    expect(screen.getByRole('alert').textContent).not.toMatch(/503|Database/)
  })

  it('takes focus when it replaces what had it', () => {
    render(<Page failedAt={1} />)
    expect(document.activeElement).toBe(screen.getByRole('alert'))
  })

  it('leaves focus where the person is busy elsewhere', () => {
    const { rerender } = render(<Page />)
    button('Elsewhere').focus()
    rerender(<Page failedAt={1} />)
    expect(document.activeElement).toBe(button('Elsewhere'))
  })

  it('asks again on Retry, not twice while asking, and takes focus when the retry fails too', () => {
    const onRetry = vi.fn()
    const { rerender } = render(<Page failedAt={1} onRetry={onRetry} />)
    button('Retry').focus()
    fireEvent.click(button('Retry'))
    expect(onRetry).toHaveBeenCalledTimes(1)

    rerender(<Page failedAt={1} onRetry={onRetry} retrying />)
    expect(button('Retrying...').getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(button('Retrying...'))
    expect(onRetry).toHaveBeenCalledTimes(1)
    // Still focusable while it works, so focus stays on it.
    expect(document.activeElement).toBe(button('Retrying...'))

    rerender(<Page failedAt={2} onRetry={onRetry} />)
    expect(document.activeElement).toBe(screen.getByRole('alert'))
  })

  it('takes focus from anywhere when the person was waiting on what failed', () => {
    const { rerender } = render(<Page />)
    button('Elsewhere').focus()
    rerender(<Page failedAt={1} interrupts />)
    expect(document.activeElement).toBe(screen.getByRole('alert'))
  })
})
