// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ConfirmDialog } from './confirm-dialog'

const onConfirm = vi.fn()
const onClose = vi.fn()

const Dialog = ({ pending }: { pending: boolean }) => (
  <ConfirmDialog
    open
    title="Delete Roofing?"
    description="This cannot be undone."
    confirmLabel="Delete"
    pendingLabel="Deleting..."
    pending={pending}
    onConfirm={onConfirm}
    onClose={onClose}
  />
)

beforeEach(() => {
  onConfirm.mockReset()
  onClose.mockReset()
})
afterEach(cleanup)

// Headless UI renders the dialog in a portal and moves the focus after mounting: its own follow-up updates settle
// inside an async act.
const settle = () => act(async () => {})

describe('ConfirmDialog', () => {
  it('keeps the focus on its button while the action runs, and ignores presses meanwhile', async () => {
    const { rerender } = render(<Dialog pending={false} />)
    await settle()
    const confirm = screen.getByRole('button', { name: 'Delete' })
    act(() => confirm.focus())
    fireEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledTimes(1)

    rerender(<Dialog pending />)
    await settle()
    const pending = screen.getByRole('button', { name: 'Deleting...' })
    expect(pending).toBe(confirm)
    expect(pending).toHaveProperty('disabled', false)
    expect(pending.getAttribute('aria-disabled')).toBe('true')
    expect(pending.getAttribute('aria-busy')).toBe('true')
    expect(document.activeElement).toBe(pending)

    fireEvent.click(pending)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onClose).not.toHaveBeenCalled()
  })
})
