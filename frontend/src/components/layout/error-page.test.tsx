import { QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  data,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom'
import { describe, expect, it } from 'vitest'

import { createQueryClient } from '@/lib/query-client'
import { siteSettingsQueryOptions, type SiteSettings } from '@/lib/site-settings'
import { TEST_SITE_SETTINGS } from '@/testing/site-settings'

import { AdminErrorPage, errorHead, SiteErrorPage } from './error-page'

const Page = () => <p>page</p>

/**
 * Renders `path` on a site whose pages throw `thrown` from their loader, with the given boundaries; the site
 * settings are in the cache when given (the root's loader read them), or not (the API was what failed).
 */
const renderThrowing = async (path: string, thrown: unknown, settings?: SiteSettings) => {
  const queryClient = createQueryClient()
  if (settings) queryClient.setQueryData(siteSettingsQueryOptions().queryKey, settings)
  const fail = () => {
    throw thrown
  }
  const routes: RouteObject[] = [
    { id: 'root', Component: Page, ErrorBoundary: SiteErrorPage, children: [{ path: 'page', loader: fail }] },
    { path: 'admin', Component: Page, ErrorBoundary: AdminErrorPage, loader: fail },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`http://localhost${path}`))
  if (context instanceof Response) throw new Error('unexpected redirect')
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </QueryClientProvider>,
  )
}

const headingsOf = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1])

describe('the error boundaries', () => {
  it('a thrown 404 says the page is not found, in the site’s layout', async () => {
    const html = await renderThrowing('/page', data(null, { status: 404 }))
    expect(headingsOf(html)).toEqual(['Page not found'])
    expect(html).toContain('<header')
    expect(html).toContain('<footer')
  })

  it('a thrown error shows one heading and no message, in a main landmark', async () => {
    const html = await renderThrowing('/page', new Error('relation "services" does not exist at /srv/app'))
    expect(headingsOf(html)).toEqual(['Something went wrong'])
    expect(html).toMatch(/<main id="main"/)
    expect(html).not.toContain('/srv/app')
    expect(html).not.toContain('relation')
  })

  it('names the company in the header and footer when the site settings could be read', async () => {
    const html = await renderThrowing('/page', data(null, { status: 404 }), TEST_SITE_SETTINGS)
    expect(html).toContain('<span>Acme Home Pros</span>')
    expect(html).toContain('Acme connects you with local pros.')
    expect(errorHead(404, TEST_SITE_SETTINGS.companyName).title).toBe('Page not found | Acme Home Pros')
  })

  it('still shows the header, its home link and the footer when the site settings could not be read', async () => {
    const html = await renderThrowing('/page', new Error('503: database unavailable'))
    expect(html).toContain('aria-label="Home"')
    expect(html).toContain('Privacy Policy')
    expect(html).not.toContain('Acme')
    expect(errorHead(503).title).toBe('We’ll be right back')
  })

  it('the dashboard shows the same message without the site’s header', async () => {
    const html = await renderThrowing('/admin', new TypeError('Failed to fetch dynamically imported module'))
    expect(headingsOf(html)).toEqual(['Something went wrong'])
    expect(html).toMatch(/<main id="main"/)
    expect(html).not.toContain('<header')
    expect(html).not.toContain('dynamically imported')
  })
})
