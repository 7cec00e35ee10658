import { expect, test } from '@playwright/test'

import { expectNoSeriousA11yViolations } from './a11y'
import { E2E_BASE_URL } from './config'
import { collectConsoleProblems } from './fixtures'

/** Each public route with its heading and a few of the spec's exact texts. */
const ROUTES: { path: string; heading: string; texts: string[] }[] = [
  {
    path: '/',
    heading: 'Find Top-Rated Contractors in Your Area',
    texts: ['50,000+', '4.8/5', '95%', 'Get Started Now', 'Pre-Screened Contractors', '100% Free Service'],
  },
  { path: '/services', heading: 'All Services', texts: ['Kitchen Remodeling', 'Pest Control', 'Get Quotes'] },
  {
    path: '/services/roofing',
    heading: 'Roofing',
    texts: [
      '$5,000-$15,000',
      '$15,000-$35,000',
      '$35,000-$75,000+',
      "What's Included",
      'Request Free Quotes',
    ],
  },
  {
    path: '/cost-guides',
    heading: 'Cost Guides',
    texts: ['Kitchen Remodeling Cost', 'Bathroom Renovation Cost', 'Roof Replacement Cost'],
  },
  {
    path: '/cost-guides/roof-replacement-cost',
    heading: 'Roof Replacement Cost',
    texts: ['January 15, 2025', 'Expert Team', '$10,000', '$55,000', '$75,000+'],
  },
  { path: '/about', heading: 'About Find Trusted Pros', texts: ['50,000+', '4.8/5', '95%'] },
  { path: '/contact', heading: 'Contact Us', texts: ['(555) 123-4567', 'support@findtrustedpros.example'] },
  { path: '/privacy', heading: 'Privacy Policy', texts: ['Last updated: January 2025'] },
  { path: '/terms', heading: 'Terms of Service', texts: ['Last updated: January 2025', '18'] },
  {
    path: '/locations/florida/miami/kitchen-remodeling',
    heading: 'Kitchen Remodeling in Miami, Florida',
    texts: [
      'Get Free Local Quotes',
      '$12,000',
      '$28,000',
      '$55,000+',
      '3-5 weeks',
      'Tampa',
      'Orlando',
      'Fort Lauderdale',
    ],
  },
  { path: '/thank-you', heading: 'Thank You for Your Request!', texts: ['Return to Home'] },
]

test.describe('every public route', () => {
  for (const route of ROUTES) {
    test(`${route.path} shows its content, hydrates cleanly and passes axe`, async ({ page }) => {
      const problems = collectConsoleProblems(page)
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
      for (const text of route.texts)
        await expect(page.getByText(text, { exact: false }).first()).toBeVisible()
      await expect(page).toHaveTitle(/.+/)
      await expectNoSeriousA11yViolations(page)
      expect(problems).toEqual([])
    })
  }

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  })
})

test.describe('server rendering', () => {
  for (const [path, texts] of [
    ['/', ['Find Top-Rated Contractors in Your Area', 'Popular Services', 'Kitchen Remodeling']],
    ['/services/roofing', ['Roofing', 'What&#x27;s Included', '$15,000-$35,000']],
    ['/cost-guides/roof-replacement-cost', ['Roof Replacement Cost', 'January 15, 2025', 'Expert Team']],
    [
      '/locations/florida/miami/kitchen-remodeling',
      ['Kitchen Remodeling in Miami, Florida', '$28,000', 'Tampa'],
    ],
  ] as const) {
    test(`the raw HTML of ${path} holds the heading and main copy`, async ({ request }) => {
      const html = await (await request.get(path)).text()
      for (const text of texts) expect(html).toContain(text)
      expect(html).toMatch(/<title>[^<]+<\/title>/)
      expect(html).toContain('<meta name="description"')
      expect(html).toContain(`<link rel="canonical" href="${E2E_BASE_URL}${path === '/' ? '/' : path}"`)
    })
  }

  test('pages carry their JSON-LD', async ({ request }) => {
    for (const [path, type] of [
      ['/', 'Organization'],
      ['/services/roofing', 'Service'],
      ['/locations/florida/miami/kitchen-remodeling', 'BreadcrumbList'],
      ['/cost-guides/kitchen-remodeling-cost', 'Article'],
    ]) {
      const html = await (await request.get(path!)).text()
      expect(html, path).toContain(`"@type":"${type}"`)
    }
  })

  test('structured data names absolute URLs', async ({ request }) => {
    const html = await (await request.get('/locations/florida/miami/kitchen-remodeling')).text()
    expect(html).toContain(`"item":"${E2E_BASE_URL}/services/kitchen-remodeling"`)
    expect(html).not.toMatch(/"(item|url)":"\//)
  })

  test('the location page takes its SEO title from its CMS record', async ({ request }) => {
    const records = await (
      await request.get(
        '/api/city-pages?where[city][equals]=miami&where[service.slug][equals]=kitchen-remodeling',
      )
    ).json()
    const html = await (await request.get('/locations/florida/miami/kitchen-remodeling')).text()
    expect(html).toContain(`<title>${records.docs[0].metaTitle.replace(/&/g, '&amp;')}</title>`)
  })

  test('sitemap.xml lists every service, guide and location page; robots.txt keeps crawlers out of private areas', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs.filter((loc) => loc?.includes('/services/'))).toHaveLength(12)
    // Other specs add and remove guides of their own meanwhile, so look for the seeded three by name.
    const guides = locs.filter((loc) => loc?.includes('/cost-guides/'))
    for (const slug of ['kitchen-remodeling-cost', 'bathroom-renovation-cost', 'roof-replacement-cost']) {
      expect(
        guides.some((loc) => loc?.endsWith(`/cost-guides/${slug}`)),
        slug,
      ).toBe(true)
    }
    expect(locs.filter((loc) => loc?.includes('/locations/'))).toHaveLength(60)
    const robots = await (await request.get('/robots.txt')).text()
    for (const path of ['/admin', '/cms', '/api']) expect(robots).toContain(`Disallow: ${path}`)
  })
})
