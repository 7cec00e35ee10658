// @vitest-environment happy-dom
import { act } from 'react'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'

import { reactRootPerTest } from '@/testing/react-root'

import { CONSENT_TEXT } from '@contracts/quote-request-response'

import { ConsentLabelText } from './consent-label-text'

const mounted = reactRootPerTest('label')

beforeEach(() => {
  act(() =>
    mounted.root.render(
      <MemoryRouter>
        <ConsentLabelText />
      </MemoryRouter>,
    ),
  )
})

describe('the consent label', () => {
  it('says exactly the consent text that is stored with each lead', () => {
    expect(mounted.container.textContent).toBe(CONSENT_TEXT)
  })

  it('links the Terms of Service and the Privacy Policy it names', () => {
    const links = [...mounted.container.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ])
    expect(links).toEqual([
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ])
  })
})
