// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { computeAccessibleDescription } from 'dom-accessibility-api'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { paths } from '@/config/paths'
import { readLeadData } from '@/lib/lead-data'

import { messages } from '@contracts/quote-request'

import { HomeLeadForm } from './home-lead-form'

const SERVICES = [
  { slug: 'roofing', name: 'Roofing' },
  { slug: 'plumbing', name: 'Plumbing' },
]

// The form's code (react-hook-form, zod) takes seconds to transform the first time, longer than a test should wait;
// each form still creates its control only on first use, so typing first still happens before it is attached.
beforeAll(() => import('../utils/lead-form-controls'))

/** The form as a page shows it, with the start step to go to. */
const Page = ({ form }: { form: ReactElement }) => (
  <MemoryRouter>
    <Routes>
      <Route index element={form} />
      <Route path={paths.quotes.start} element={<h1>Start step</h1>} />
    </Routes>
  </MemoryRouter>
)

let rendered: ReturnType<typeof render>
const user = userEvent.setup()

beforeEach(() => {
  sessionStorage.clear()
  rendered = render(<Page form={<HomeLeadForm services={SERVICES} />} />)
})
afterEach(cleanup)

const service = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'What service do you need?' })
const zipCode = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'ZIP code' })
/** Each field's message, as its accessible description gives it to a screen reader. */
const messagesShown = () =>
  [service(), zipCode()].map((control) => computeAccessibleDescription(control)).filter(Boolean)

/** Types a ZIP code as a person does, over what the field held. */
const typeZipCode = async (value: string) => {
  await user.clear(zipCode())
  await user.type(zipCode(), value)
}

const submit = (name = 'Get Free Quotes') => user.click(screen.getByRole('button', { name }))

/**
 * The form's code loads on first use, and checks the answers asynchronously (the ZIP code with the server, which a
 * unit test has not: the check lets the visitor through): what a person sees settles later, so each look first lets
 * React render what arrived meanwhile.
 */
const settled = (expectation: () => void) =>
  vi.waitFor(async () => {
    await act(async () => {})
    expectation()
  })

describe('HomeLeadForm', () => {
  it('keeps what was typed before its control was attached, shows every message on submit and focuses the first', async () => {
    await typeZipCode('123')
    await submit()
    await settled(() => expect(messagesShown()).toEqual([messages.service, messages.zipCode]))
    expect(document.activeElement).toBe(service())
    expect(service().getAttribute('aria-invalid')).toBe('true')
  })

  it('checks a field again each time it changes once a submit failed', async () => {
    await submit()
    await settled(() => expect(messagesShown()).toEqual([messages.service, messages.zipCode]))
    await user.selectOptions(service(), 'roofing')
    await settled(() => expect(messagesShown()).toEqual([messages.zipCode]))
    await typeZipCode('3000')
    await settled(() => expect(messagesShown()).toEqual([messages.zipCode]))
    await typeZipCode('30301')
    await settled(() => expect(messagesShown()).toEqual([]))
  })

  it('says what asking costs, under the form', () => {
    expect(screen.getByText('Free · No obligation · about 2 minutes')).toBeTruthy()
  })

  it('starts with what a service or location page chose, under the button the page names', async () => {
    rendered.rerender(
      <Page
        form={
          // A form of its own (a key), not the one before with new props: the choices are where it starts.
          <HomeLeadForm
            key="chosen"
            services={SERVICES}
            service="plumbing"
            zipCode="33130"
            submitLabel="Get Free Local Quotes"
          />
        }
      />,
    )
    expect(service().value).toBe('plumbing')
    expect(zipCode().value).toBe('33130')
    await submit('Get Free Local Quotes')
    await settled(() => expect(screen.getByRole('heading', { level: 1, name: 'Start step' })).toBeTruthy())
    expect(readLeadData()).toMatchObject({ serviceSlug: 'plumbing', zipCode: '33130' })
  })

  it('saves the answers and opens the start step', async () => {
    await user.selectOptions(service(), 'plumbing')
    await typeZipCode('30301')
    await submit()
    await settled(() => expect(screen.getByRole('heading', { level: 1, name: 'Start step' })).toBeTruthy())
    expect(readLeadData()).toMatchObject({ serviceSlug: 'plumbing', zipCode: '30301' })
  })
})
