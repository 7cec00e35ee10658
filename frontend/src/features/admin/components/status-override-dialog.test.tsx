// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { describe, expect, it } from 'vitest'

import { leadStatusOverrideMessages } from '@contracts/lead-view'
import { createQueryClient } from '@/lib/query-client'
import { reactRootPerTest } from '@/testing/react-root'

import { StatusOverrideDialog } from './status-override-dialog'

const mounted = reactRootPerTest()

// Async, so Headless UI's own follow-up updates (focus, transitions) settle inside act too.
const render = () =>
  act(async () =>
    mounted.root.render(
      <QueryClientProvider client={createQueryClient()}>
        <StatusOverrideDialog
          target={{ id: 'lead-1', name: 'Jane Doe', status: 'spam' }}
          onClose={() => {}}
        />
      </QueryClientProvider>,
    ),
  )

/** The dialog's control with this label, found as a screen reader would: by the label's `for`. */
const labelled = <E extends HTMLElement>(text: string): E => {
  const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent === text)
  return document.getElementById(label!.htmlFor) as E
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!

describe('StatusOverrideDialog', () => {
  it('starts from the status picked, with the reason to give focused', async () => {
    await render()
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Set the status of Jane Doe')
    expect(labelled<HTMLSelectElement>('Status').value).toBe('spam')
    expect(document.activeElement).toBe(labelled('Reason'))
  })

  it('refuses a blank reason with the message the server gives, tied to the field', async () => {
    await render()
    const reason = labelled<HTMLTextAreaElement>('Reason')
    await act(async () => {
      reason.value = '   '
      reason.dispatchEvent(new Event('input', { bubbles: true }))
      button('Set status').click()
    })
    expect(reason.getAttribute('aria-invalid')).toBe('true')
    const message = document.getElementById(reason.getAttribute('aria-describedby')!)
    expect(message?.textContent).toBe(leadStatusOverrideMessages.reason)
  })
})
