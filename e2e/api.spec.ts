import { expect } from '@playwright/test'

import { E2E_BASE_URL } from './config'
import { findLead, submitLead, uniqueTag } from './fixtures'
import { test } from './team'

type Page<T> = { docs: T[]; totalDocs: number }

test.describe('seeded content over REST', () => {
  test('GET /api/services lists the 12 services', async ({ request }) => {
    const response = await request.get('/api/services?limit=100&sort=sortOrder')
    expect(response.status()).toBe(200)
    const body = (await response.json()) as Page<{ name: string; slug: string }>
    expect(body.totalDocs).toBe(12)
    expect(body.docs.map((service) => service.name)).toEqual([
      'Kitchen Remodeling',
      'Bathroom Renovation',
      'Roofing',
      'HVAC',
      'Plumbing',
      'Electrical',
      'Landscaping',
      'Painting',
      'Flooring',
      'Home Additions',
      'Concrete Work',
      'Pest Control',
    ])
  })

  test('a fresh database holds 60 location pages, 3 cost guides, 3 articles and no demo leads', async ({
    admin,
    request,
  }) => {
    for (const [collection, count] of [
      ['city-pages', 60],
      ['cost-guides', 3],
      ['articles', 3],
    ] as const) {
      const body = (await (await request.get(`/api/${collection}?limit=1`)).json()) as Page<unknown>
      expect(body.totalDocs, collection).toBe(count)
    }
    // Other specs submit real requests meanwhile, so look for the demo seed's own leads (fixed keys) only.
    const { headers } = admin
    const demo = (await (
      await request.get('/api/leads?limit=1&where[idempotencyKey][like]=00000000-0000-4000-8000', { headers })
    ).json()) as Page<unknown>
    expect(demo.totalDocs).toBe(0)
  })
})

test.describe('personal data stays with staff', () => {
  for (const collection of ['leads', 'referrals', 'users']) {
    test(`anonymous GET /api/${collection} is refused`, async ({ request }) => {
      const response = await request.get(`/api/${collection}`)
      expect(response.status()).toBe(403)
      expect(await response.text()).not.toContain('"docs"')
    })
  }

  test('anonymous analytics is refused; staff get the four figures', async ({ request, admin }) => {
    expect((await request.get('/api/admin/analytics')).status()).toBe(401)
    const { headers } = admin
    const response = await request.get('/api/admin/analytics', { headers })
    expect(response.status()).toBe(200)
    expect(Object.keys(await response.json()).sort()).toEqual([
      'activeContractors',
      'conversionRate',
      'totalLeads',
      'totalReferrals',
    ])
  })

  test('contractor contact details are hidden from anonymous readers', async ({ request, admin }) => {
    const anonymous = (await (await request.get('/api/contractors?limit=100')).json()) as Page<
      Record<string, unknown>
    >
    expect(anonymous.totalDocs).toBeGreaterThanOrEqual(15)
    for (const contractor of anonymous.docs) expect(contractor).not.toHaveProperty('contact')

    const { headers } = admin
    const staff = (await (await request.get('/api/contractors?limit=1', { headers })).json()) as Page<{
      contact?: { email?: string }
    }>
    expect(staff.docs[0]?.contact?.email).toContain('@')
  })
})

// Over HTTP to the built server, as the panel reads them: the integration tests call Payload in its own process.
test.describe('refused edits over HTTP', () => {
  type Refusal = { errors: { data?: { errors?: { path: string; message: string }[] } }[] }

  const fieldErrors = async (response: { json: () => Promise<unknown> }) =>
    ((await response.json()) as Refusal).errors[0]?.data?.errors

  test('say which field is wrong and why: a second page for a place names the first', async ({
    request,
    editor,
  }) => {
    const services = await request.get('/api/services?where[slug][equals]=kitchen-remodeling&depth=0')
    const [kitchens] = ((await services.json()) as Page<{ id: string }>).docs
    const response = await request.post('/api/city-pages', {
      headers: editor.headers,
      data: {
        state: 'florida',
        city: 'miami',
        cityName: 'Miami',
        zipCode: '33130',
        service: kitchens?.id,
        costLow: 1,
        costAverage: 2,
        costHigh: 3,
        durationLow: 1,
        durationHigh: 2,
        metaTitle: 'A second Miami kitchen page',
      },
    })
    expect(response.status()).toBe(400)
    expect(await fieldErrors(response)).toEqual([
      {
        path: 'city',
        message:
          'A location page for Kitchen Remodeling in Miami, FL already exists: /locations/florida/miami/kitchen-remodeling',
        label: 'City',
      },
    ])
  })

  test('say which end of a price range is wrong, and change nothing', async ({ request, editor }) => {
    const services = await request.get('/api/services?where[slug][equals]=plumbing&depth=0')
    const [plumbing] = ((await services.json()) as Page<{ id: string; priceLow: number }>).docs
    const response = await request.patch(`/api/services/${plumbing?.id}`, {
      headers: editor.headers,
      data: { priceLow: 10_000_000 },
    })
    expect(response.status()).toBe(400)
    expect(await fieldErrors(response)).toContainEqual(
      expect.objectContaining({ path: 'priceLow', message: 'Must be at most the high price' }),
    )
    const after = await request.get(`/api/services/${plumbing?.id}?depth=0`)
    expect(((await after.json()) as { priceLow: number }).priceLow).toBe(plumbing?.priceLow)
  })
})

test.describe('the server', () => {
  test('answers /healthz and /readyz', async ({ request }) => {
    expect(await (await request.get('/healthz')).json()).toEqual({ status: 'ok' })
    expect(await (await request.get('/readyz')).json()).toEqual({ status: 'ready', database: 'available' })
  })

  test('sends security headers on pages and API answers', async ({ request }) => {
    for (const path of ['/', '/api/services']) {
      const headers = (await request.get(path)).headers()
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['x-powered-by'], path).toBeUndefined()
    }
    // Only the staff areas (and the contractors' portal) ask for a browsing context group (and a process) of their own.
    for (const path of ['/admin', '/admin/leads', '/cms/login', '/pro'])
      expect((await request.get(path)).headers()['cross-origin-opener-policy'], path).toBe('same-origin')
    for (const path of ['/', '/quotes/start', '/services/kitchen-remodeling'])
      expect((await request.get(path)).headers()['cross-origin-opener-policy'], path).toBeUndefined()
  })

  test('compresses pages, scripts and API answers for clients that accept it, and not for those that do not', async ({
    request,
  }) => {
    const html = await request.get('/services', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(html.headers()['content-encoding']).toBe('br')
    expect(html.headers()['vary']).toContain('Accept-Encoding')
    expect(await html.text()).toContain('</html>')
    // Every script the page loads that is worth compressing (bodies under 1 KB are sent as they are), in the
    // encoding the browser prefers, as the build compressed it, and still immutable.
    const scripts = [...(await html.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1]!,
    )
    expect(scripts.length).toBeGreaterThan(0)
    let compressed = 0
    for (const script of scripts) {
      const plainScript = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } })
      expect(plainScript.headers()['content-encoding'], script).toBeUndefined()
      if ((await plainScript.body()).length < 1024) continue
      for (const [accepted, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
      ]) {
        const encoded = await request.get(script, { headers: { 'Accept-Encoding': accepted! } })
        expect(encoded.headers()['content-encoding'], script).toBe(encoding)
        expect(encoded.headers()['cache-control'], script).toContain('immutable')
        expect(await encoded.text(), script).toBe(await plainScript.text())
      }
      compressed += 1
    }
    expect(compressed).toBeGreaterThan(0)
    const api = await request.get('/api/services?limit=100', { headers: { 'Accept-Encoding': 'br' } })
    expect(api.headers()['content-encoding']).toBe('br')
    expect(((await api.json()) as { totalDocs: number }).totalDocs).toBe(12)
    const plain = await request.get('/services', { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers()['content-encoding']).toBeUndefined()
    expect(await plain.text()).toBe(await html.text())
  })

  test('refuses an oversize body with 413 before it reaches Payload', async ({ request }) => {
    const response = await request.post('/api/users/login', {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(200_000) }),
    })
    expect(response.status()).toBe(413)
  })

  test('refuses a wrong password without saying which part was wrong', async ({ request, admin }) => {
    const response = await request.post('/api/users/login', {
      data: { email: admin.email, password: 'not-the-password' },
    })
    expect(response.status()).toBe(401)
    expect(await response.text()).not.toMatch(/stack|SELECT/i)
  })

  test('allows no inline script but its own: the pages’ loader by hash, the panel’s by nonce', async ({
    page,
    request,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text())
    })
    for (const path of ['/', '/services/kitchen-remodeling', '/cms/login']) {
      const policy = (await request.get(path)).headers()['content-security-policy'] ?? ''
      const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
      expect(scripts, path).not.toContain('unsafe-inline')
      expect(scripts, path).toMatch(path.startsWith('/cms') ? /'nonce-[^']+'/ : /'sha256-[^']+'/)
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    // The pages' loader ran: it is what imports the entry chunk.
    await page.goto('/')
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/index-')),
        ),
      )
      .toBe(true)
    await page.goto('/cms/login')
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
    expect(violations).toEqual([])
  })

  test('keeps signed-in answers out of every cache, and varies CORS answers by Origin', async ({
    request,
    staff: { headers },
  }) => {
    for (const path of ['/api/leads?limit=1', '/api/users/me']) {
      const response = await request.get(path, { headers: { ...headers, Origin: E2E_BASE_URL } })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toBe('no-store')
      expect(response.headers()['vary'], path).toMatch(/\bOrigin\b/)
    }
    const anonymous = await request.get('/api/services?limit=1', {
      headers: { Origin: E2E_BASE_URL },
    })
    expect(anonymous.headers()['vary']).toMatch(/\bOrigin\b/)
  })

  test('refuses an address holding a NUL or a broken encoding with 400 before it reaches the database', async ({
    request,
  }) => {
    for (const query of [
      'where[slug][equals]=%00',
      'where[slug][equals]=%ED%A0%80',
      'where[slug][equals]=%FF',
    ]) {
      const response = await request.get(`/api/services?${query}`)
      expect(response.status(), query).toBe(400)
      expect(((await response.json()) as { errors: unknown[] }).errors, query).toHaveLength(1)
    }
  })

  test('has GraphQL turned off', async ({ request }) => {
    const response = await request.post('/api/graphql', { data: { query: '{ __typename }' } })
    expect(response.status()).toBe(404)
  })
})

test.describe('reads that would stop the site', () => {
  for (const path of [
    '/api/contractors?limit=0&depth=10',
    '/api/services?limit=1&depth=8',
    '/api/city-pages?limit=100000&depth=5',
    '/api/city-pages?limit=101',
    '/api/services?pagination=false',
  ])
    test(`anonymous ${path} is a 400 that says what may be asked`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(400)
      expect(response.headers()['content-type']).toContain('application/json')
      const { errors } = (await response.json()) as { errors: { message: string }[] }
      expect(errors[0]?.message).toMatch(/^(depth|limit|pagination=false) .*\d/)
    })

  test('staff asking for one referral ten levels deep get a 400, and the dashboard’s own list', async ({
    request,
    staff: { headers },
  }) => {
    const deep = await request.get('/api/referrals?limit=1&depth=10', { headers })
    expect(deep.status()).toBe(400)
    const list = await request.get('/api/referrals?limit=25&depth=2&sort=-createdAt', { headers })
    expect(list.status()).toBe(200)
  })

  test('the largest list an anonymous reader may ask for stays near a megabyte', async ({ request }) => {
    for (const collection of ['contractors', 'services', 'city-pages', 'cost-guides', 'articles']) {
      const response = await request.get(`/api/${collection}?limit=100&depth=2`)
      expect(response.status(), collection).toBe(200)
      expect((await response.body()).length, collection).toBeLessThan(1_200_000)
    }
  })
})

test.describe('POST /api/quote-requests over HTTP', () => {
  test('refuses a 1 MB body with 413 and a non-JSON body with 415', async ({ request }) => {
    const big = await request.post('/api/quote-requests', {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ description: 'x'.repeat(1024 * 1024) }),
    })
    expect(big.status()).toBe(413)
    const form = await request.post('/api/quote-requests', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'name=Dana',
    })
    expect(form.status()).toBe(415)
  })

  test('records the real client address, not one the client claims', async ({ request, staff }) => {
    const { email } = await submitLead(request, {
      name: 'Address Check',
      headers: { 'x-client-ip': '203.0.113.66', 'x-forwarded-for': '203.0.113.67' },
    })
    const ip = (await findLead(request, email, staff.headers))?.consentEvidence.ip
    expect(ip).not.toContain('203.0.113')
    expect(ip).toMatch(/127\.0\.0\.1|::1/)
  })
})

test.describe('rendered page cache', () => {
  test('keeps a public page until content changes, and lets browsers and CDNs revalidate it', async ({
    admin,
    request,
  }) => {
    const path = `/cost-guides?cache-test=${uniqueTag('page')}`
    const first = await request.get(path)
    expect(first.headers()['x-cache']).toBe('MISS')
    expect(first.headers()['cache-control']).toBe(
      'public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400',
    )
    const etag = first.headers()['etag']
    expect(etag).toMatch(/^"[\w-]+"$/)

    const second = await request.get(path)
    expect(second.headers()['x-cache']).toBe('HIT')
    expect(second.headers()['etag']).toBe(etag)
    expect(await second.text()).toBe(await first.text())
    expect((await request.get(path, { headers: { 'If-None-Match': etag ?? '' } })).status()).toBe(304)

    // An editor publishes a guide: the cached list is dropped and the next visitor sees the guide.
    const { headers } = admin
    const title = `Cache Test Guide ${uniqueTag('guide')}`
    const created = await request.post('/api/cost-guides', {
      headers,
      data: {
        title,
        slug: uniqueTag('cache-guide'),
        excerpt: 'Made by the cache test.',
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    const after = await request.get(path)
    expect(after.headers()['x-cache']).toBe('MISS')
    expect(await after.text()).toContain(title)

    const { doc } = (await created.json()) as { doc: { id: string } }
    expect((await request.delete(`/api/cost-guides/${doc.id}`, { headers })).status()).toBe(200)
    expect(await (await request.get(path)).text()).not.toContain(title)
  })

  test('never shares the wizard, the dashboard or the contractor portal', async ({ request }) => {
    for (const path of ['/quotes/start', '/thank-you']) {
      const response = await request.get(path)
      expect(response.headers()['cache-control'], path).toBe('no-cache')
      expect(response.headers()['x-cache'], path).toBeUndefined()
    }
    // The signed-in areas' pages are one person's: not even kept by the browser.
    for (const path of ['/admin', '/pro', '/pro/set-password?token=x']) {
      const response = await request.get(path)
      expect(response.headers()['cache-control'], path).toBe('no-store')
      expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow')
      expect(response.headers()['x-cache'], path).toBeUndefined()
    }
  })
})
