import { describe, expect, it } from 'vitest'

import { articleImageOf, homeJsonLd, logoUrlOf, organizationOf } from './structured-data'

const site = { companyName: 'Find Trusted Pros', footerText: 'Local pros.', logo: null }

describe('the structured data', () => {
  it('names the site and the company, with its logo, on the home page', () => {
    expect(homeJsonLd(site, 'https://pros.example')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Find Trusted Pros',
        url: 'https://pros.example/',
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Find Trusted Pros',
        url: 'https://pros.example/',
        logo: 'https://pros.example/logo.png',
        description: 'Local pros.',
      },
    ])
  })

  it('takes the uploaded logo, made absolute, over the house mark', () => {
    const uploaded = { ...site, logo: { url: '/api/media/file/logo.png', width: 200, height: 60 } }
    expect(logoUrlOf(uploaded, 'https://pros.example')).toBe('https://pros.example/api/media/file/logo.png')
    expect(organizationOf(uploaded, 'https://pros.example')).toMatchObject({
      logo: 'https://pros.example/api/media/file/logo.png',
    })
  })

  it('always gives an article a picture: its social image, else the logo', () => {
    const image = { url: 'https://pros.example/api/media/file/a.jpg', width: 1200, height: 630, alt: 'A' }
    expect(articleImageOf(image, site, 'https://pros.example')).toBe(image.url)
    expect(articleImageOf(null, site, 'https://pros.example')).toBe('https://pros.example/logo.png')
  })
})
