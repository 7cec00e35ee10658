// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { CONSENT_TEXT } from '@contracts/quote-request-response'

import { ConsentLabelText } from './consent-label-text'

let root: Root
let container: HTMLElement

beforeEach(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)
  container = document.createElement('label')
  document.body.append(container)
  root = createRoot(container)
  act(() =>
    root.render(
      <MemoryRouter>
        <ConsentLabelText />
      </MemoryRouter>,
    ),
  )
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

describe('the consent label', () => {
  it('says exactly the consent text that is stored with each lead', () => {
    expect(container.textContent).toBe(CONSENT_TEXT)
  })

  it('links the Terms of Service and the Privacy Policy it names', () => {
    const links = [...container.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ])
    expect(links).toEqual([
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ])
  })
})
