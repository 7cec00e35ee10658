// @vitest-environment happy-dom
import { act, type ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { reactRootPerTest } from '@/testing/react-root'

import { paths } from '@/config/paths'
import { readLeadData } from '@/lib/lead-data'

import { messages } from '@contracts/quote-request'

import { HomeLeadForm } from './home-lead-form'

const SERVICES = [
  { slug: 'roofing', name: 'Roofing' },
  { slug: 'plumbing', name: 'Plumbing' },
]

const mounted = reactRootPerTest()

// The form's code (react-hook-form, zod) takes seconds to transform the first time, longer than a test should wait;
// each form still creates its control only on first use, so typing first still happens before it is attached.
beforeAll(() => import('../utils/lead-form-controls'))

/** The form as a page shows it, with the start step to go to. */
const renderForm = (form: ReactElement) =>
  act(() =>
    mounted.root.render(
      <MemoryRouter>
        <Routes>
          <Route index element={form} />
          <Route path={paths.quotes.start} element={<h1>Start step</h1>} />
        </Routes>
      </MemoryRouter>,
    ),
  )

beforeEach(() => {
  sessionStorage.clear()
  renderForm(<HomeLeadForm services={SERVICES} />)
})

/** A control found by its label, as a person finds it. */
const field = <T extends HTMLElement>(label: string, type: new () => T): T => {
  const labelElement = [...document.querySelectorAll('label')].find(
    (element) => element.textContent === label,
  )
  const control = labelElement ? document.getElementById(labelElement.htmlFor) : null
  if (!(control instanceof type)) throw new Error(`No field labelled "${label}"`)
  return control
}
const service = () => field('What service do you need?', HTMLSelectElement)
const zipCode = () => field('ZIP code', HTMLInputElement)
/** Each field's message, as its accessible description (aria-describedby) gives it. */
const messagesShown = () =>
  [service(), zipCode()].flatMap((control) => {
    const description = document.getElementById(control.getAttribute('aria-describedby') ?? '')
    return description ? [description.textContent] : []
  })

/**
 * Types or chooses as a person does: the value, set past React's own record of it (as the browser does), then the
 * event React listens for.
 */
const enter = (control: HTMLInputElement | HTMLSelectElement, value: string) =>
  act(async () => {
    const prototype =
      control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value)
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    )
  })

const submit = (label = 'Get Free Quotes') =>
  act(async () => {
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent === label)
    if (!button) throw new Error(`No button "${label}"`)
    button.click()
  })

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
    await enter(zipCode(), '123')
    await submit()
    await settled(() => expect(messagesShown()).toEqual([messages.service, messages.zipCode]))
    expect(document.activeElement).toBe(service())
    expect(service().getAttribute('aria-invalid')).toBe('true')
  })

  it('checks a field again each time it changes once a submit failed', async () => {
    await submit()
    await settled(() => expect(messagesShown()).toEqual([messages.service, messages.zipCode]))
    await enter(service(), 'roofing')
    await settled(() => expect(messagesShown()).toEqual([messages.zipCode]))
    await enter(zipCode(), '3000')
    await settled(() => expect(messagesShown()).toEqual([messages.zipCode]))
    await enter(zipCode(), '30301')
    await settled(() => expect(messagesShown()).toEqual([]))
  })

  it('says what asking costs, under the form', () => {
    expect(document.body.textContent).toContain('Free · No obligation · about 2 minutes')
  })

  it('starts with what a service or city page chose, under the button the page names', async () => {
    renderForm(
      // A form of its own (a key), not the one before with new props: the choices are where it starts.
      <HomeLeadForm
        key="chosen"
        services={SERVICES}
        service="plumbing"
        zipCode="33130"
        submitLabel="Get Free Local Quotes"
      />,
    )
    expect(service().value).toBe('plumbing')
    expect(zipCode().value).toBe('33130')
    await submit('Get Free Local Quotes')
    await settled(() => expect(document.querySelector('h1')?.textContent).toBe('Start step'))
    expect(readLeadData()).toMatchObject({ serviceSlug: 'plumbing', zipCode: '33130' })
  })

  it('saves the answers and opens the start step', async () => {
    await enter(service(), 'plumbing')
    await enter(zipCode(), '30301')
    await submit()
    await settled(() => expect(document.querySelector('h1')?.textContent).toBe('Start step'))
    expect(readLeadData()).toMatchObject({ serviceSlug: 'plumbing', zipCode: '30301' })
  })
})
