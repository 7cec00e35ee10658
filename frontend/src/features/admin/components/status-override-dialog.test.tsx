// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { leadStatusOverrideMessages } from '@contracts/lead-view'
import { createQueryClient } from '@/lib/query-client'

import { StatusOverrideDialog } from './status-override-dialog'

afterEach(cleanup)

/** The dialog opened on a lead marked spam; Headless UI's own follow-up updates (focus, transitions) settle in act. */
const open = async () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StatusOverrideDialog target={{ id: 'lead-1', name: 'Jane Doe', status: 'spam' }} onClose={() => {}} />
    </QueryClientProvider>,
  )
  await act(async () => {})
}

describe('StatusOverrideDialog', () => {
  it('starts from the status picked, with the reason to give focused', async () => {
    await open()
    expect(screen.getByRole('dialog', { name: 'Set the status of Jane Doe' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'spam')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reason' }))
  })

  it('refuses a blank reason with the message the server gives, tied to the field', async () => {
    await open()
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '   ')
    await user.click(screen.getByRole('button', { name: 'Set status' }))
    const reason = screen.getByRole('textbox', {
      name: 'Reason',
      description: leadStatusOverrideMessages.reason,
    })
    expect(reason.getAttribute('aria-invalid')).toBe('true')
  })
})
