import { expect, type APIRequestContext } from '@playwright/test'

import { frontendClientDir } from '../cms/src/runtime/paths'
import { SCRIPT_BUDGET_KB, scriptSize, scriptsOf } from '../frontend/build/script-budget'
import { expectNoA11yViolations } from './a11y'
import { createCompany, removeCompany, requestQuote, type Company } from './contractor-company'
import { withDatabase } from './database'
import { collectConsoleProblems, gotoHydrated } from './fixtures'
import { checkHtml } from './html-checker'
import { expectArrivedOn, startForm, STEPS } from './quote-wizard'
import { test, type Member } from './team'

const DAY = 24 * 60 * 60 * 1000
const NEXT_YEAR = new Date(Date.now() + 365 * DAY).toISOString()
const LAST_MONTH = new Date(Date.now() - 30 * DAY).toISOString()
/** Juneau: the company covers Alaska, where the seed's local firms do not work. */
const ZIP = '99801'
const POLICY_NUMBER = 'NM-PRIVATE-778'
const REVIEW = 'They replaced the whole roof in three days and left the yard spotless.'
const REPLY = 'Thank you, Dana! It was a pleasure.'

type Profiled = Company & { slug: string }

const slugOf = async (request: APIRequestContext, admin: Member, id: string): Promise<string> =>
  (
    (await (await request.get(`/api/contractors/${id}?depth=0`, { headers: admin.headers })).json()) as {
      slug: string
    }
  ).slug

/**
 * A company whose licence and insurance staff checked, with a rating from elsewhere and one published review with
 * the company's reply. The review is written in SQL: nothing but a homeowner's hire and staff's moderation make
 * one.
 */
const createProfiledCompany = async (request: APIRequestContext, admin: Member): Promise<Profiled> => {
  const company = await createCompany(request, admin, {
    name: 'Juneau Roof Works',
    states: ['AK'],
    credentials: false,
  })
  const checked = { contractor: company.id, expiresOn: NEXT_YEAR, verifiedOn: LAST_MONTH }
  for (const [collection, data] of [
    ['licences', { ...checked, state: 'AK', number: 'AK-CON-123456', classification: 'General Contractor' }],
    [
      'insurance-policies',
      { ...checked, carrier: 'Northern Mutual', policyNumber: POLICY_NUMBER, coverage: 1_000_000 },
    ],
  ] as const) {
    const created = await request.post(`/api/${collection}`, { headers: admin.headers, data })
    expect(created.status(), await created.text()).toBe(201)
  }
  const rated = await request.patch(`/api/contractors/${company.id}`, {
    headers: admin.headers,
    data: {
      externalRating: { rating: 4.8, count: 127, source: 'Sample data', asOf: '2026-03-01T00:00:00.000Z' },
    },
  })
  expect(rated.status(), await rated.text()).toBe(200)
  const lead = await requestQuote(request, [company], { zipCode: ZIP })
  await withDatabase(async (db) => {
    await db.query(
      `INSERT INTO reviews (referral_id, contractor_id, service_id, hire_evidence, rating, text, reviewer_name,
         reviewer_city, status, published_at, reply_text, reply_at)
       SELECT r.id, r.contractor_id, l.service_id, 'contractor-won', 5, $3, 'Dana K.', 'Juneau', 'published',
         '2026-04-02T15:00:00Z', $4, '2026-04-03T09:00:00Z'
       FROM referrals r JOIN leads l ON l.id = r.lead_id WHERE r.lead_id = $1 AND r.contractor_id = $2`,
      [lead.id, company.id, REVIEW, REPLY],
    )
    await db.query('UPDATE contractors SET rating = 5, reviews_count = 1 WHERE id = $1', [company.id])
  })
  return { ...company, slug: await slugOf(request, admin, company.id) }
}

const removeProfiledCompany = async (request: APIRequestContext, admin: Member, company: Company) => {
  await withDatabase(async (db) => {
    for (const table of ['reviews', 'licences', 'insurance_policies'])
      await db.query(`DELETE FROM ${table} WHERE contractor_id = $1`, [company.id])
  })
  await removeCompany(request, admin, company)
}

test.describe('a contractor’s public profile', () => {
  let company: Profiled

  test.beforeAll(async ({ request, admin }) => {
    company = await createProfiledCompany(request, admin)
  })
  test.afterAll(async ({ request, admin }) => {
    await removeProfiledCompany(request, admin, company)
  })

  test('shows the checked credentials, both ratings with their sources, and the review with its reply', async ({
    page,
  }) => {
    const path = `/pros/${company.slug}`
    const problems = collectConsoleProblems(page)
    await gotoHydrated(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name)
    await expect(page).toHaveTitle(new RegExp(`^${company.name} \\| `))

    const credentials = page.getByRole('list', { name: 'Credentials' }).getByRole('listitem')
    await expect(credentials).toHaveText([
      /^✓Licensed: General Contractor, Alaska licence AK-CON-123456Verified .+, valid until .+$/,
      /^✓Insured: liability insuranceVerified .+, valid until .+$/,
    ])
    await expect(page.getByText(POLICY_NUMBER)).toHaveCount(0)
    await expect(page.getByText('Northern Mutual')).toHaveCount(0)

    const figure = (term: string) =>
      page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')
    await expect(figure('Verified rating')).toHaveText('★5.0out of 5 from 1 verified review')
    await expect(figure('Rating from elsewhere')).toHaveText('4.8 from 127 Sample data reviews, March 2026')
    await expect(figure('Median time to first answer')).toHaveText('Not enough requests answered yet')

    const review = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem')
    await expect(review).toHaveCount(1)
    await expect(review).toContainText(REVIEW)
    await expect(review).toContainText('Dana K., Juneau · April 2, 2026 · Roofing')
    await expect(review).toContainText(`Reply from ${company.name}${REPLY}`)
    await expect(page.getByRole('link', { name: 'review policy' })).toHaveAttribute('href', '/review-policy')
    await expect(page.getByRole('link', { name: 'Roofing', exact: true }).first()).toHaveAttribute(
      'href',
      '/services/roofing',
    )
    expect(problems).toEqual([])

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(viewport)
      await expectNoA11yViolations(page)
    }
  })

  test('is valid HTML, within the script budget, in the sitemap, and rates itself from verified reviews only', async ({
    request,
  }) => {
    const path = `/pros/${company.slug}`
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(await checkHtml(new Map([[path, html]]))).toEqual([])

    const { brotliKb } = await scriptSize(frontendClientDir, scriptsOf(html))
    test.info().annotations.push({ type: 'brotli KB', description: String(brotliKb) })
    console.log(`${path}: ${brotliKb} KB brotli`)
    expect(brotliKb).toBeLessThanOrEqual(SCRIPT_BUDGET_KB)

    expect(html).toContain(`<link rel="canonical" href="${new URL(path, response.url()).href}" />`)
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.+?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    )
    const business = jsonLd.find((item) => item['@type'] === 'HomeAndConstructionBusiness')
    expect(business).toMatchObject({
      name: company.name,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1 },
      review: [{ '@type': 'Review', reviewBody: REVIEW, author: { name: 'Dana K.' } }],
    })
    // The rating from elsewhere is never the site's own structured rating.
    expect(JSON.stringify(business)).not.toContain('Sample data')
    expect(JSON.stringify(business)).not.toContain('4.8')

    expect(await (await request.get('/sitemap.xml')).text()).toContain(`${path}</loc>`)
  })

  test('“Get quotes from …” starts the wizard with the company chosen, and its card’s profile link keeps the choice', async ({
    page,
  }) => {
    await gotoHydrated(page, `/pros/${company.slug}`)
    await page.getByRole('link', { name: `Get quotes from ${company.name}` }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Great! Let's Get Started on Your Roofing",
    )
    await startForm(page).getByRole('textbox', { name: 'ZIP code' }).fill(ZIP)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expectArrivedOn(page, STEPS.select)
    const card = page.getByRole('checkbox', { name: company.name })
    await expect(card).toHaveAttribute('aria-checked', 'true')

    await page.getByRole('link', { name: `View profile of ${company.name}` }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STEPS.select.heading)
    await expect(card).toHaveAttribute('aria-checked', 'true')
  })

  test('is the not-found page, with 404, for an unknown slug, an unchecked company and an inactive one', async ({
    page,
    request,
    admin,
  }) => {
    const unchecked = await createCompany(request, admin, {
      name: 'Unchecked Roofing',
      states: ['AK'],
      credentials: false,
    })
    try {
      const slugs = [`no-such-pro-${Date.now()}`, await slugOf(request, admin, unchecked.id)]
      // Made inactive through the API, which tells the page cache the profile changed.
      const deactivated = await request.patch(`/api/contractors/${company.id}`, {
        headers: admin.headers,
        data: { isActive: false },
      })
      expect(deactivated.status()).toBe(200)
      for (const slug of [...slugs, company.slug]) {
        const response = await page.goto(`/pros/${slug}`)
        expect(response?.status(), slug).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
      }
      expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/pros/${company.slug}<`)
    } finally {
      await removeCompany(request, admin, unchecked)
    }
  })
})
