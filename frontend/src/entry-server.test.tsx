import { afterEach, describe, expect, it, vi } from 'vitest'

import { render } from './entry-server'

// What a failing API might put in its body: none of it may reach the visitor.
const SERVER_DETAIL = 'connect ECONNREFUSED 127.0.0.1:5432 at /srv/app/node_modules/pg/lib/client.js:132'

const apiAnswers = (status: number, statusText: string) =>
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ errors: [{ message: SERVER_DETAIL }] }), {
        status,
        statusText,
      }),
  )

const renderPage = async (path: string) => {
  const result = await render(new Request(`http://localhost${path}`), { apiOrigin: 'http://api.test' })
  if (result.kind !== 'page') throw new Error(`expected a page, got a ${result.kind}`)
  return result
}

const headingsOf = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1])

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('render, when a page’s data cannot be loaded', () => {
  it('finding 6: answers 503 with the branded page when the API is unavailable, and tells nothing of the failure', async () => {
    apiAnswers(503, 'Service Unavailable')
    const page = await renderPage('/services')
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

  it('finding 6: answers 500 with the branded page for any other failure', async () => {
    apiAnswers(500, 'Internal Server Error')
    const page = await renderPage('/cost-guides')
    expect(page.status).toBe(500)
    expect(headingsOf(page.html)).toEqual(['Something went wrong'])
    expect(page.head).toContain('noindex')
    expect(page.state).not.toContain('ECONNREFUSED')
  })

  it('finding 6: hands the browser the error’s status alone, to hydrate the same page', async () => {
    apiAnswers(503, 'Service Unavailable')
    const page = await renderPage('/services')
    const state = JSON.parse(page.state.replace(/^<script[^>]*>|<\/script>$/g, '')) as {
      router: { errors: Record<string, unknown> }
    }
    expect(state.router.errors).toEqual({
      root: { status: 503, statusText: '', internal: false, data: null },
    })
  })
})
