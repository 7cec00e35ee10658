// @vitest-environment happy-dom
import { act } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { reactRootPerTest } from '@/testing/react-root'

import { ConfirmDialog } from './confirm-dialog'

const mounted = reactRootPerTest()
const onConfirm = vi.fn()
const onClose = vi.fn()

// Async, so Headless UI's own follow-up updates (focus, transitions) settle inside act too.
const render = (pending: boolean) =>
  act(async () =>
    mounted.root.render(
      <ConfirmDialog
        open
        title="Delete Roofing?"
        description="This cannot be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={pending}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    ),
  )

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!

beforeEach(() => {
  onConfirm.mockReset()
  onClose.mockReset()
})

describe('ConfirmDialog', () => {
  it('keeps the focus on its button while the action runs, and ignores presses meanwhile', async () => {
    await render(false)
    const confirm = button('Delete')
    act(() => confirm.focus())
    act(() => confirm.click())
    expect(onConfirm).toHaveBeenCalledTimes(1)

    await render(true)
    const pending = button('Deleting...')
    expect(pending).toBe(confirm)
    expect(pending.disabled).toBe(false)
    expect(pending.getAttribute('aria-disabled')).toBe('true')
    expect(pending.getAttribute('aria-busy')).toBe('true')
    expect(document.activeElement).toBe(pending)

    act(() => pending.click())
    act(() => button('Cancel').click())
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onClose).not.toHaveBeenCalled()
  })
})
