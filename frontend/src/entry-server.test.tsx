import type { ApiFetch } from '@contracts/server-render'
import { SIGN_IN_FAILURES } from '@contracts/sign-in'
import { describe, expect, it } from 'vitest'

import { render } from './entry-server'
import { TEST_SITE_SETTINGS } from './testing/site-settings'

// What a failing API might put in its body: none of it may reach the visitor.
const SERVER_DETAIL = 'connect ECONNREFUSED 127.0.0.1:5432 at /srv/app/node_modules/pg/lib/client.js:132'

/** An API that answers every request with that failure. */
const apiAnswering =
  (status: number, statusText: string): ApiFetch =>
  async () =>
    new Response(JSON.stringify({ errors: [{ message: SERVER_DETAIL }] }), { status, statusText })

const renderPage = async (path: string, fetchApi: ApiFetch) => {
  const result = await render(new Request(`http://localhost${path}`), { fetchApi })
  if (result.kind !== 'page') throw new Error(`expected a page, got a ${result.kind}`)
  return result
}

/** /services/roofing's data as the API answers it, with the fields a test tells apart. */
const servicePage = (fields: {
  name: string
  description: string
  meta?: { title: string | null; description: string | null; image: null }
}) => ({
  id: 1,
  slug: 'roofing',
  overviewHtml: '',
  pricingTiers: [],
  included: [],
  priceLow: 1,
  priceHigh: 2,
  durationLow: 1,
  durationHigh: 2,
  related: [],
  meta: { title: null, description: null, image: null },
  ...fields,
})

const headingsOf = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1])

describe('render, when a page’s data cannot be loaded', () => {
  it('answers 503 with the branded page when the API is unavailable, and tells nothing of the failure', async () => {
    const page = await renderPage('/services', apiAnswering(503, 'Service Unavailable'))
    expect(page.status).toBe(503)
    expect(headingsOf(page.html)).toEqual(['We’ll be right back'])
    expect(page.html).toContain('href="/services"')
    expect(page.html).toMatch(/<main id="main"/)
    expect(page.head).toContain('<meta name="robots" content="noindex" />')
    for (const part of [page.html, page.head, page.state]) {
      expect(part).not.toContain('ECONNREFUSED')
      expect(part).not.toContain('node_modules')
      expect(part).not.toContain('stack')
    }
  })

  it('answers 500 with the branded page for any other failure', async () => {
    const page = await renderPage('/cost-guides', apiAnswering(500, 'Internal Server Error'))
    expect(page.status).toBe(500)
    expect(headingsOf(page.html)).toEqual(['Something went wrong'])
    expect(page.head).toContain('noindex')
    expect(page.state).not.toContain('ECONNREFUSED')
  })

  it('hands the browser the error’s status alone, to hydrate the same page', async () => {
    const page = await renderPage('/services', apiAnswering(503, 'Service Unavailable'))
    const state = JSON.parse(page.state.replace(/^<script[^>]*>|<\/script>$/g, '')) as {
      router: { errors: Record<string, unknown> }
    }
    expect(state.router.errors).toEqual({
      root: { status: 503, statusText: '', internal: false, data: null },
    })
  })
})

describe('render, for a preview', () => {
  const SERVICE = servicePage({
    name: 'Roofing (draft)',
    description: 'A draft description.',
    meta: { title: 'Draft SEO Title', description: null, image: null },
  })

  /** The API answers the settings, the service names and the service; what each request for the service asked for is kept. */
  const asked: { url: string; authorization: string | null }[] = []
  const apiAnsweringService = (): ApiFetch => {
    asked.length = 0
    return async (url, init) => {
      if (url.includes('/api/globals/site-settings')) return Response.json(TEST_SITE_SETTINGS)
      // The hero's quote form offers every published service by name.
      if (url.includes('/api/services?')) return Response.json({ docs: [SERVICE], totalDocs: 1 })
      asked.push({ url, authorization: new Headers(init.headers).get('authorization') })
      return Response.json(SERVICE)
    }
  }

  it('asks the API for the draft with the credentials the server passed on, and is not for search engines', async () => {
    const result = await render(
      new Request('http://localhost/services/roofing?preview=1', {
        headers: { authorization: 'JWT abc' },
      }),
      { fetchApi: apiAnsweringService() },
    )
    if (result.kind !== 'page') throw new Error(`expected a page, got a ${result.kind}`)
    expect(asked).toEqual([{ url: '/api/services/page/roofing?draft=true', authorization: 'JWT abc' }])
    expect(headingsOf(result.html)).toEqual(['Roofing (draft)'])
    expect(result.head).toContain('<title>Draft SEO Title</title>')
    expect(result.head).toContain('<meta name="robots" content="noindex" />')
  })

  it('asks for the published page, with no credentials, for any other request', async () => {
    const page = await renderPage('/services/roofing', apiAnsweringService())
    expect(asked).toEqual([{ url: '/api/services/page/roofing', authorization: null }])
    expect(page.head).not.toContain('noindex')
  })
})

describe('render, for the dashboard', () => {
  /** The API answers the settings only: any other request shows in `asked`. */
  const asked: string[] = []
  const apiAnsweringSettings: ApiFetch = async (url) => {
    if (url.includes('/api/globals/site-settings')) return Response.json(TEST_SITE_SETTINGS)
    asked.push(url)
    return Response.json({ user: null })
  }

  const renderDashboard = async (
    path: string,
    hasSessionCookie: boolean | undefined,
    fetchApi: ApiFetch = apiAnsweringSettings,
  ) => {
    asked.length = 0
    const result = await render(new Request(`http://localhost${path}`), { fetchApi, hasSessionCookie })
    if (result.kind !== 'page') throw new Error(`expected a page, got a ${result.kind}`)
    return result
  }

  it.each(['/admin', '/admin/referrals'])(
    'renders the sign-in form of %s at once when the request carries no session cookie',
    async (path) => {
      const page = await renderDashboard(path, false)
      expect(headingsOf(page.html)).toEqual(['Sign in to the dashboard'])
      expect(page.html).not.toContain('Loading...')
      // Told, not asked: nobody is signed in, and the browser starts from there.
      expect(asked).toEqual([])
      expect(page.state).toContain('"queryKey":["/api/users/me"]')
    },
  )

  it.each(['/admin', '/pro'])(
    'renders the %s sign-in form as a plain form the browser posts itself, its button enabled before any script runs',
    async (path) => {
      const page = await renderDashboard(path, false)
      expect(page.html).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/api\/sign-in")[^>]*>/)
      expect(page.html).toMatch(new RegExp(`<input type="hidden" name="next" value="${path}"/>`))
      expect(page.html).toMatch(/<input[^>]*name="email"/)
      expect(page.html).toMatch(/<input[^>]*name="password"/)
      const button = /<button type="submit"[^>]*>Sign in<\/button>/.exec(page.html)?.[0]
      expect(button).toBeDefined()
      expect(button).not.toMatch(/\sdisabled=""/)
    },
  )

  it('says why a sign-in the server received from the plain form failed', async () => {
    const page = await renderDashboard('/pro?signIn=refused', false)
    expect(page.html).toMatch(
      new RegExp(`<p role="alert"[^>]*>${SIGN_IN_FAILURES.refused.replaceAll('.', '\\.')}</p>`),
    )
    expect((await renderDashboard('/pro?signIn=whatever', false)).html).not.toContain('role="alert"')
  })

  it.each([true, undefined])(
    'sends the shell when a session cookie may be there (%s), for the browser to check',
    async (hasSessionCookie) => {
      const page = await renderDashboard('/admin', hasSessionCookie)
      expect(page.html).toContain('Loading...')
      expect(page.html).not.toContain('Sign in to the dashboard')
      expect(page.state).not.toContain('/api/users/me')
    },
  )

  it('leaves the public pages as they are for everyone, cookie or not', async () => {
    const page = await renderDashboard('/about', false, async () => Response.json(TEST_SITE_SETTINGS))
    expect(page.state).not.toContain('/api/users/me')
  })
})

describe('render, for the pages of one visitor’s request', () => {
  const apiAnsweringSettings: ApiFetch = async (url) =>
    url.includes('/api/globals/site-settings')
      ? Response.json(TEST_SITE_SETTINGS)
      : Response.json({ docs: [], totalDocs: 0 })

  it.each(['/quotes/select', '/quotes/details', '/quotes/confirm', '/thank-you'])(
    'keeps %s out of search engines: it shows one visitor’s answers',
    async (path) => {
      const page = await renderPage(path, apiAnsweringSettings)
      expect(page.head).toContain('<meta name="robots" content="noindex" />')
    },
  )

  it('leaves the wizard’s first step, which every service page links to, for search engines', async () => {
    const page = await renderPage('/quotes/start', apiAnsweringSettings)
    expect(page.head).not.toContain('noindex')
  })
})

describe('render, for many requests', () => {
  /** A company whose name, and whose one service's name, no other visitor's page may show. */
  const visitor = (company: string) => ({
    company,
    service: servicePage({ name: `${company} Roofing`, description: `Roofing by ${company}.` }),
  })

  /** The API as one visitor's request sees it: their company's settings, and their service in every list. */
  const apiFor =
    (
      { company, service }: ReturnType<typeof visitor>,
      beforeAnswering: () => Promise<void> = async () => {},
    ): ApiFetch =>
    async (url) => {
      await beforeAnswering()
      if (url.includes('/api/globals/site-settings'))
        return Response.json({ ...TEST_SITE_SETTINGS, companyName: company })
      if (url.includes('/api/services?')) return Response.json({ docs: [service], totalDocs: 1 })
      return Response.json(service)
    }

  /** Holds each API's answers until both requests have asked: their loaders are then running at the same time. */
  const untilBothAsk = () => {
    let asked = 0
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    return async () => {
      asked += 1
      if (asked === 2) release()
      await released
    }
  }

  const expectOnlyOwnData = (page: Awaited<ReturnType<typeof renderPage>>, own: string, other: string) => {
    for (const part of [page.html, page.head, page.state]) {
      expect(part).toContain(own)
      expect(part).not.toContain(other)
    }
  }

  it('shows each request its own data when one follows another', async () => {
    const first = await renderPage('/services/roofing', apiFor(visitor('Alpha')))
    const second = await renderPage('/services/roofing', apiFor(visitor('Bravo')))
    expect(headingsOf(second.html)).toEqual(['Bravo Roofing'])
    expect(second.head).toContain('<title>Bravo Roofing | Bravo</title>')
    expectOnlyOwnData(first, 'Alpha', 'Bravo')
    expectOnlyOwnData(second, 'Bravo', 'Alpha')
  })

  it.each([
    ['the same page', '/services/roofing', '/services/roofing'],
    ['different pages', '/services', '/services/roofing'],
  ])('shows each of two requests rendered at the same time its own data, on %s', async (_, pathA, pathB) => {
    const bothAsk = untilBothAsk()
    const [a, b] = await Promise.all([
      renderPage(pathA, apiFor(visitor('Alpha'), bothAsk)),
      renderPage(pathB, apiFor(visitor('Bravo'), bothAsk)),
    ])
    expectOnlyOwnData(a, 'Alpha', 'Bravo')
    expectOnlyOwnData(b, 'Bravo', 'Alpha')
    expect(b.head).toContain('<title>Bravo Roofing | Bravo</title>')
  })
})
