import { expect, test, type Page } from '@playwright/test'

import { expectNoA11yViolations } from './a11y'
import { E2E_BASE_URL } from './config'
import { collectConsoleProblems, gotoHydrated } from './fixtures'

/** Each public route with its heading and a few of its exact texts. */
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
    path: '/review-policy',
    heading: 'Review Policy',
    texts: [
      'It is not about this job.',
      'whatever its rating',
      'one reply',
      'never ask for a positive review',
    ],
  },
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
      await expectNoA11yViolations(page)
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

/** WCAG's relative luminance of a computed `rgb(…)` colour. */
const luminance = (rgb: string): number => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

const contrast = (first: string, second: string): number => {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return (lighter! + 0.05) / (darker! + 0.05)
}

test.describe('the focus ring', () => {
  for (const { surface, path, target } of [
    {
      surface: 'white (the header)',
      path: '/about',
      target: (page: Page) =>
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }),
    },
    {
      surface: 'the navy footer',
      path: '/about',
      target: (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
    },
    {
      surface: 'the blue band (an orange button on it)',
      path: '/',
      target: (page: Page) => page.getByRole('link', { name: 'Get Started Now' }),
    },
    {
      surface: 'the dark blue band',
      path: '/about',
      target: (page: Page) => page.getByRole('main').getByRole('link', { name: 'Get Free Quotes' }),
    },
  ]) {
    test(`stands out at 3:1 or more on ${surface}`, async ({ page }) => {
      await gotoHydrated(page, path)
      const element = target(page)
      await element.focus()
      const ring = await element.evaluate((focused) => {
        const style = getComputedStyle(focused)
        let surfaceColour = 'rgb(255, 255, 255)'
        for (let node = focused.parentElement; node; node = node.parentElement) {
          const background = getComputedStyle(node).backgroundColor
          if (!/rgba\(.*, 0\)$|transparent/.test(background)) {
            surfaceColour = background
            break
          }
        }
        return {
          focusVisible: focused.matches(':focus-visible'),
          outlineStyle: style.outlineStyle,
          outlineWidth: parseFloat(style.outlineWidth),
          outline: style.outlineColor,
          // The inner tone: "rgb(…) 0px 0px 0px 2px".
          band: style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? null,
          surface: surfaceColour,
        }
      })
      expect(ring.focusVisible).toBe(true)
      expect(ring.outlineStyle).toBe('solid')
      expect(ring.outlineWidth).toBeGreaterThanOrEqual(2)
      const best = Math.max(
        contrast(ring.outline, ring.surface),
        ring.band ? contrast(ring.band, ring.surface) : 0,
      )
      expect(best, JSON.stringify(ring)).toBeGreaterThanOrEqual(3)
    })
  }
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

  test('every listed page names its type, and its canonical URL for Open Graph', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const paths = [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) =>
      (match[1] ?? '').replace(/&amp;/g, '&'),
    )
    expect(paths.length).toBeGreaterThan(80)
    for (const path of paths) {
      const html = await (await request.get(path)).text()
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
      expect(canonical, path).toBe(`${E2E_BASE_URL}${path.replace(/&/g, '&amp;')}`)
      expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1], path).toBe(canonical)
      const type = /^\/(articles|cost-guides)\/./.test(path) ? 'article' : 'website'
      expect(html, path).toContain(`<meta property="og:type" content="${type}" />`)
    }
  })

  test('the home page describes the site and the company with its logo; articles and guides name a picture', async ({
    request,
  }) => {
    const jsonLdOf = async (path: string) =>
      [
        ...(await (await request.get(path)).text()).matchAll(
          /<script type="application\/ld\+json">(.*?)<\/script>/g,
        ),
      ].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>)
    const expectPicture = async (url: unknown) => {
      expect(typeof url === 'string' && url.startsWith(`${E2E_BASE_URL}/`), String(url)).toBe(true)
      const response = await request.get(String(url))
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^image\//)
    }

    const home = await jsonLdOf('/')
    expect(home.map((block) => block['@type'])).toEqual(['WebSite', 'Organization'])
    expect(home[0]).toMatchObject({ name: 'Find Trusted Pros', url: `${E2E_BASE_URL}/` })
    await expectPicture(home[1]?.['logo'])

    for (const path of [
      '/articles/how-to-choose-the-right-contractor',
      '/cost-guides/roof-replacement-cost',
    ]) {
      const [article] = await jsonLdOf(path)
      expect(article?.['@type'], path).toBe('Article')
      await expectPicture(article?.['image'])
      await expectPicture((article?.['publisher'] as Record<string, unknown> | undefined)?.['logo'])
    }
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
    for (const path of ['/admin', '/cms', '/pro', '/api']) expect(robots).toContain(`Disallow: ${path}`)
  })
})
