// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import { CONSENT_TEXT } from '@contracts/quote-request-response'

import { ConsentLabelText } from './consent-label-text'

/** The text inside the checkbox's label, where the wizard shows it. */
const show = () =>
  render(<ConsentLabelText />, {
    container: document.body.appendChild(document.createElement('label')),
    wrapper: MemoryRouter,
  })

afterEach(cleanup)

describe('the consent label', () => {
  it('says exactly the consent text that is stored with each lead', () => {
    const { container } = show()
    expect(container.textContent).toBe(CONSENT_TEXT)
  })

  it('links the Terms of Service and the Privacy Policy it names', () => {
    show()
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ])
  })
})
