import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { TEST_SITE_SETTINGS } from '@/testing/site-settings'

import { Footer } from './footer'
import { Logo } from './logo'

const render = (element: ReactElement) => renderToString(<MemoryRouter>{element}</MemoryRouter>)

describe('the header logo', () => {
  it('shows the house mark and the company name when no logo is set', () => {
    const html = render(<Logo site={TEST_SITE_SETTINGS} />)
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*><svg aria-hidden="true"/)
    expect(html).toContain('<span>Acme Home Pros</span>')
  })

  it('shows the uploaded logo at its own size, named by the company', () => {
    const logo = { url: '/api/media/file/acme.png', width: 320, height: 80 }
    const html = render(<Logo site={{ ...TEST_SITE_SETTINGS, logo }} />)
    expect(html).toContain(
      '<img src="/api/media/file/acme.png" alt="Acme Home Pros" width="320" height="80" class="h-8 w-auto"/>',
    )
    expect(html).not.toContain('<svg')
  })
})

describe('the footer', () => {
  it('carries the company, its footer text and the copyright line in its name', () => {
    const html = render(<Footer site={TEST_SITE_SETTINGS} />)
    expect(html).toContain('>Acme Home Pros</p>')
    expect(html).toContain('Acme connects you with local pros.')
    expect(html).toMatch(/© <!-- -->\d{4}<!-- --> Acme Home Pros<!-- -->\. All rights reserved\./)
    expect(html).not.toContain('social media')
  })

  it('links each social network the settings list, by its own name', () => {
    const socialLinks = [
      { platform: 'linkedin' as const, url: 'https://www.linkedin.com/company/acme', id: 'a' },
      { platform: 'youtube' as const, url: 'https://www.youtube.com/@acme', id: 'b' },
    ]
    const html = render(<Footer site={{ ...TEST_SITE_SETTINGS, socialLinks }} />)
    expect(html).toContain('aria-label="Acme Home Pros on social media"')
    expect(html).toContain('<a href="https://www.linkedin.com/company/acme" rel="me noopener"')
    expect(html).toContain('>LinkedIn</a>')
    expect(html).toContain('>YouTube</a>')
  })
})
