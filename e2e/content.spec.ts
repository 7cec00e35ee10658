import { expect, type APIRequestContext, type APIResponse } from '@playwright/test'

import { DEFAULT_CHECKS_STATEMENT } from '../cms/src/globals/checks-statement'
import { richText } from '../seed/src/data/lexical'
import { E2E_BASE_URL } from './config'
import { E2E_RATING_SOURCE, giveCredentials, removeCredentials } from './contractor-company'
import { gotoHydrated, uniqueTag } from './fixtures'
import { expectZipCodeConfirmed } from './quote-wizard'
import { test, type Member } from './team'

/**
 * Editors change content through the CMS's API, and every public page follows: detail pages, lists, the sitemap
 * and location pages. This spec runs after the others (playwright.config.ts), whose fresh-install checks count the
 * seeded records exactly.
 */

const expectOk = async (response: APIResponse, status = 200) => {
  expect(response.status(), await response.text()).toBe(status)
  return ((await response.json()) as { doc: { id: string } }).doc
}

/** The collections with drafts: a document saved in one without a status is a draft, which no public page shows. */
const WITH_DRAFTS = ['services', 'cost-guides', 'city-pages', 'articles']

const save = (request: APIRequestContext, editor: Member) => ({
  /** A new document, published at once. */
  create: async (collection: string, data: Record<string, unknown>) =>
    expectOk(
      await request.post(`/api/${collection}`, {
        headers: editor.headers,
        data: WITH_DRAFTS.includes(collection) ? { _status: 'published', ...data } : data,
      }),
      201,
    ),
  update: async (collection: string, id: string, data: Record<string, unknown>) =>
    expectOk(await request.patch(`/api/${collection}/${id}`, { headers: editor.headers, data })),
  remove: async (collection: string, id: string) =>
    expectOk(await request.delete(`/api/${collection}/${id}`, { headers: editor.headers })),
})

const sitemapPaths = async (request: APIRequestContext): Promise<string[]> =>
  [
    ...(await (await request.get('/sitemap.xml')).text()).matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g),
  ].map((match) => match[1]!.replace(/&amp;/g, '&'))

/** The page answers 404 with the not-found page, marked noindex and without a canonical URL. */
const expectNotFound = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path)
  expect(response.status(), path).toBe(404)
  const html = await response.text()
  expect(html, path).toContain('404 Page Not Found')
  expect(html, path).toContain('<meta name="robots" content="noindex" />')
  expect(html, path).not.toContain('rel="canonical"')
}

test.describe('unknown records', () => {
  for (const path of [
    '/services/no-such-service',
    '/cost-guides/no-such-guide',
    '/articles/no-such-article',
    '/articles?page=99',
    '/articles?page=two',
    '/locations/narnia/x/roofing',
    '/locations/texas/austin/not-a-service',
    '/locations/texas/springfield/roofing',
  ]) {
    test(`${path} answers 404 with noindex`, async ({ request }) => {
      await expectNotFound(request, path)
    })
  }

  test('a record deleted while its link is on screen is a 404 page after client-side navigation', async ({
    page,
    request,
    editor,
  }) => {
    const cms = save(request, editor)
    const name = `Vanishing Service ${uniqueTag('')}`
    const service = await cms.create('services', {
      name,
      slug: uniqueTag('vanishing'),
      description: 'Deleted while a visitor looks at the list.',
      icon: 'wrench',
      category: 'Exterior',
      priceLow: 1,
      priceHigh: 2,
      durationLow: 1,
      durationHigh: 1,
      sortOrder: 902,
      relatedServices: [],
    })
    await gotoHydrated(page, '/services')
    await cms.remove('services', service.id)
    await page.getByRole('link', { name: new RegExp(name) }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
    await expect(page).toHaveTitle('404 Page Not Found | Find Trusted Pros')
  })
})

test.describe('the sitemap', () => {
  test('lists exactly pages that answer 200, the seeded ones among them', async ({ request }) => {
    const paths = await sitemapPaths(request)
    expect(paths).toContain('/articles')
    expect(paths).toContain('/articles/how-to-choose-the-right-contractor')
    expect(paths).toContain('/locations/texas/houston/roofing')
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200)
  })
})

test.describe('service pages', () => {
  test('show the record, follow an edit at once, and answer 404 once it is deleted', async ({
    request,
    editor,
  }) => {
    const cms = save(request, editor)
    const slug = uniqueTag('gutter-cleaning')
    const service = await cms.create('services', {
      name: 'Gutter Cleaning',
      slug,
      description: 'Clear gutters and downspouts before the storms.',
      icon: 'wrench',
      category: 'Exterior',
      priceLow: 300,
      priceHigh: 900,
      durationLow: 1,
      durationHigh: 2,
      sortOrder: 900,
      overview: richText('Clean gutters keep water away from your foundation.'),
      pricingTiers: [{ name: 'Basic', priceLow: 100, priceHigh: 200, durationLow: 1, durationHigh: 1 }],
      included: ['Downspout flush'],
      relatedServices: [],
    })
    let html = await (await request.get(`/services/${slug}`)).text()
    for (const text of [
      'Gutter Cleaning',
      'Clean gutters keep water away',
      '$100-$200',
      '1 day',
      'Downspout flush',
      '$300-$900',
    ])
      expect(html).toContain(text)
    expect(await sitemapPaths(request)).toContain(`/services/${slug}`)

    await cms.update('services', service.id, {
      name: 'Gutter Repair',
      pricingTiers: [{ name: 'Basic', priceLow: 150, priceHigh: 250, durationLow: 7, durationHigh: 14 }],
    })
    html = await (await request.get(`/services/${slug}`)).text()
    expect(html).toContain(
      '<h1 id="service-heading" class="text-4xl font-bold tracking-tight sm:text-5xl">Gutter Repair</h1>',
    )
    expect(html).toContain('$150-$250')
    expect(html).toContain('1-2 weeks')
    expect(await (await request.get('/services')).text()).toContain('Gutter Repair')

    await cms.remove('services', service.id)
    await expectNotFound(request, `/services/${slug}`)
    expect(await sitemapPaths(request)).not.toContain(`/services/${slug}`)
    expect(await (await request.get('/services')).text()).not.toContain('Gutter Repair')
  })
})

test.describe('cost guide pages', () => {
  test('show the title, date, author, cost table and body, and answer 404 once deleted', async ({
    page,
    request,
    editor,
  }) => {
    const cms = save(request, editor)
    const slug = uniqueTag('deck-cost')
    const title = `Deck Building Cost ${uniqueTag('')}`
    const guide = await cms.create('cost-guides', {
      title,
      slug,
      excerpt: 'What a new deck costs.',
      publishedAt: '2025-02-03T12:00:00.000Z',
      author: 'Dana Estimator',
      costTiers: [{ name: 'Basic', low: 4000, average: 6000, high: 9000, openEnded: true }],
      body: richText({ heading: 'Choosing Lumber' }, 'Pressure-treated pine costs least.', {
        list: ['Composite lasts longest'],
      }),
    })
    await gotoHydrated(page, `/cost-guides/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText('By Dana Estimator')).toBeVisible()
    await expect(page.getByText('February 3, 2025')).toBeVisible()
    const row = page.getByRole('row', { name: /Basic/ })
    await expect(row).toContainText('$4,000')
    await expect(row).toContainText('$6,000')
    await expect(row).toContainText('$9,000+')
    await expect(page.getByRole('heading', { level: 2, name: 'Choosing Lumber' })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Composite lasts longest' })).toBeVisible()

    await cms.update('cost-guides', guide.id, { author: 'Sam Surveyor' })
    await page.reload()
    await expect(page.getByText('By Sam Surveyor')).toBeVisible()

    await cms.remove('cost-guides', guide.id)
    await expectNotFound(request, `/cost-guides/${slug}`)
    expect(await sitemapPaths(request)).not.toContain(`/cost-guides/${slug}`)
    expect(await (await request.get('/cost-guides')).text()).not.toContain(title)
  })
})

test.describe('articles', () => {
  test('a published article renders its rich text and JSON-LD, is listed, and is 404 once unpublished', async ({
    page,
    request,
    editor,
  }) => {
    const cms = save(request, editor)
    const slug = uniqueTag('gutter-guide')
    const title = `Gutter Care Through the Seasons ${uniqueTag('')}`
    const article = await cms.create('articles', {
      title,
      slug,
      excerpt: 'Keep your gutters working all year.',
      tags: ['Maintenance', 'Exterior'],
      author: 'Rae Writer',
      reviewer: 'Lee Roofer, Licensed Contractor',
      publishedAt: new Date().toISOString(),
      body: richText(
        { heading: 'Before You Call' },
        { list: ['Check the downspouts', 'Look for sagging runs'] },
        {
          paragraph: ['Read the ', { text: 'roofing guide', url: '/cost-guides/roof-replacement-cost' }, '.'],
        },
      ),
    })

    await gotoHydrated(page, '/articles')
    await page.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(`/articles/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText('By Rae Writer')).toBeVisible()
    await expect(page.getByText('Reviewed by Lee Roofer, Licensed Contractor')).toBeVisible()
    await expect(page.getByText('1 min read')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'Maintenance',
      'Exterior',
    ])
    await expect(page.getByRole('heading', { level: 2, name: 'Before You Call' })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Look for sagging runs' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'roofing guide' })).toHaveAttribute(
      'href',
      '/cost-guides/roof-replacement-cost',
    )
    const html = await (await request.get(`/articles/${slug}`)).text()
    expect(html).toContain('"@type":"Article"')
    expect(html).toContain(`"url":"${E2E_BASE_URL}/articles/${slug}"`)
    expect(await sitemapPaths(request)).toContain(`/articles/${slug}`)

    await cms.update('articles', article.id, { _status: 'draft' })
    await expectNotFound(request, `/articles/${slug}`)
    expect(await sitemapPaths(request)).not.toContain(`/articles/${slug}`)
    expect(await (await request.get('/articles')).text()).not.toContain(title)
    await cms.remove('articles', article.id)
  })

  test('the footer links the articles', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Articles' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles')
    await expect(
      page.getByRole('link', { name: 'How to Choose the Right Contractor for Your Home Project' }),
    ).toBeVisible()
  })
})

test.describe('location pages', () => {
  test("Houston's nearby cities are Texas cities, and its related services link existing pages", async ({
    page,
  }) => {
    await gotoHydrated(page, '/locations/texas/houston/roofing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roofing in Houston, Texas')
    await expect(page.getByRole('navigation', { name: 'Nearby Cities' }).getByRole('link')).toHaveText([
      'Austin',
      'Dallas',
    ])
    const related = page.getByRole('navigation', { name: 'Related Services in Houston' }).getByRole('link')
    await expect(related).toHaveText(['Bathroom Renovation', 'Flooring', 'Painting'])
    await expect(related.first()).toHaveAttribute('href', '/locations/texas/houston/bathroom-renovation')
    await expect(page.getByText('Premier Home Renovations')).toHaveCount(0)
  })

  test('top contractors come from the collection, start the wizard with them chosen, and leave when deactivated', async ({
    page,
    request,
    editor,
    admin,
  }) => {
    const cms = save(request, editor)
    const services = (await (await request.get('/api/services?where[slug][equals]=roofing')).json()) as {
      docs: { id: string }[]
    }
    const name = `Bayou Roofing ${uniqueTag('')}`
    const contractor = await cms.create('contractors', {
      name,
      slug: uniqueTag('bayou-roofing'),
      description: 'Houston roofers since 1998.',
      services: [services.docs[0]!.id],
      cities: ['Houston, TX'],
      // Rated above every seeded Houston roofer (whose ratings are all from elsewhere), so it is listed first.
      externalRating: { rating: 5, count: 12, source: E2E_RATING_SOURCE, asOf: '2026-03-01' },
    })
    await giveCredentials(request, admin, contractor.id)

    await gotoHydrated(page, '/locations/texas/houston/roofing')
    const top = page.getByRole('region', { name: 'Top contractors' })
    await expect(top.getByText(DEFAULT_CHECKS_STATEMENT)).toBeVisible()
    const first = top.getByRole('article').first()
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(name)
    const link = first.getByRole('link', { name: `Get quotes from ${name}` })
    await expect(link).toHaveAttribute(
      'href',
      `/quotes/start?service=roofing&zip=77002&contractor=${contractor.id}`,
    )
    await link.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Great! Let's Get Started on Your Roofing",
    )
    await expectZipCodeConfirmed(page, '77002')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('checkbox', { name })).toHaveAttribute('aria-checked', 'true')

    await cms.update('contractors', contractor.id, { isActive: false })
    await gotoHydrated(page, '/locations/texas/houston/roofing')
    await expect(page.getByRole('heading', { level: 3, name })).toHaveCount(0)
    await removeCredentials(request, admin, contractor.id)
    await cms.remove('contractors', contractor.id)
  })

  test('a location page of its own: shown with its figures, honest with no contractors, 404 once deleted', async ({
    page,
    request,
    editor,
  }) => {
    const cms = save(request, editor)
    // A service no contractor offers yet, so the page has no one to list.
    const serviceSlug = uniqueTag('chimney-sweeping')
    const service = await cms.create('services', {
      name: 'Chimney Sweeping',
      slug: serviceSlug,
      description: 'Sweep and inspect chimneys and flues.',
      icon: 'wrench',
      category: 'Exterior',
      priceLow: 200,
      priceHigh: 400,
      durationLow: 1,
      durationHigh: 1,
      sortOrder: 901,
      relatedServices: [],
    })
    const city = 'juneau'
    const locationPage = await cms.create('city-pages', {
      state: 'alaska',
      city,
      cityName: 'Juneau',
      zipCode: '99801',
      service: service.id,
      costLow: 800,
      costAverage: 1500,
      costHigh: 4000,
      durationLow: 1,
      durationHigh: 3,
      considerations: [{ title: 'Short Seasons', text: 'Book the sweep before the first frost.' }],
      metaTitle: 'Chimney Sweeping in Juneau, AK',
    })
    const path = `/locations/alaska/${city}/${serviceSlug}`
    await gotoHydrated(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chimney Sweeping in Juneau, Alaska')
    for (const text of ['$800', '$1,500', '$4,000+', '1-3 days', 'Book the sweep before the first frost.'])
      await expect(page.getByText(text).first()).toBeVisible()
    const contractors = page.getByRole('region', { name: 'Top contractors' })
    await expect(contractors.getByRole('article')).toHaveCount(0)
    await expect(contractors).toContainText("We don't list chimney sweeping pros for Juneau here yet.")
    await expect(contractors.getByRole('link', { name: 'Get Free Quotes' })).toHaveAttribute(
      'href',
      `/quotes/start?service=${serviceSlug}&zip=99801`,
    )
    await expect(page.getByRole('navigation', { name: 'Nearby Cities' })).toHaveCount(0)
    expect(await sitemapPaths(request)).toContain(path)

    await cms.update('city-pages', locationPage.id, { costAverage: 1700 })
    await page.reload()
    await expect(page.getByText('$1,700').first()).toBeVisible()

    await cms.remove('city-pages', locationPage.id)
    await expectNotFound(request, path)
    expect(await sitemapPaths(request)).not.toContain(path)
    await cms.remove('services', service.id)
  })
})
