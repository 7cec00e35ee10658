import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  NextFunction,
  RequestHandler,
} from 'express'

import type { ApiFetch, RenderPage } from '../contracts/server-render'
import { loadConfiguration } from '../runtime/config'
import { onContentChange } from '../runtime/content-changes'
import { metrics } from '../metrics/process-metrics'
import { frontendClientDir, projectRoot } from '../runtime/paths'
import { createPageCache, type CachedPage } from './page-cache'
import { compilePageTemplate, type PageParts } from './page-template'
import { asksForPreview, PREVIEW_HEADERS, previewNotice } from './preview'
import { leadsUnder, PRIVATE_PAGES } from './routes'
import type { ReadMemo } from './read-memo'
import { singleFlight } from './single-flight'

/** What the server uses of Vite's dev server (vite lives in the frontend workspace). */
export type ViteDevServer = {
  middlewares: RequestHandler
  transformIndexHtml: (url: string, html: string) => Promise<string>
  ssrLoadModule: (url: string) => Promise<Record<string, unknown>>
  ssrFixStacktrace: (error: Error) => void
}

type PageSource = {
  template: (url: string) => Promise<(parts: PageParts) => string>
  render: () => Promise<RenderPage>
}

const FRONTEND_DIR = path.join(projectRoot, 'frontend')

const SERVER_BUNDLE = path.join(FRONTEND_DIR, 'dist/server/entry-server.cjs')

/**
 * The server bundle's render function. The bundle is CommonJS, loaded with require() at start
 * (docs/decisions/0034-server-bundle-required.md); a build of another shape is refused here, by name.
 */
export const requireServerBundle = (file = SERVER_BUNDLE): RenderPage => {
  const { render } = createRequire(import.meta.url)(file) as { render?: unknown }
  if (typeof render !== 'function') {
    throw new Error(
      `${file} exports no render function: is it still the CommonJS build vite.config.ts makes?`,
    )
  }
  return render as RenderPage
}

/** The production build: the client's index.html and the server bundle, loaded once. */
const builtPages = (): PageSource => {
  const template = compilePageTemplate(readFileSync(path.join(frontendClientDir, 'index.html'), 'utf8'))
  const render = requireServerBundle()
  return { template: async () => template, render: async () => render }
}

/** Development: Vite transforms the template and loads the entry fresh on every request (HMR). */
const devPages = (vite: ViteDevServer): PageSource => ({
  template: async (url) =>
    compilePageTemplate(
      await vite.transformIndexHtml(url, readFileSync(path.join(FRONTEND_DIR, 'index.html'), 'utf8')),
    ),
  render: async () => (await vite.ssrLoadModule('/src/entry-server.tsx')).render as RenderPage,
})

/**
 * A Fetch Request for the page, on the public origin so canonical URLs never echo a forged Host header. Credentials
 * go with it only for a team member's preview, whose API calls then read drafts as that person.
 */
const toFetchRequest = (req: ExpressRequest, publicOrigin: string, authorization?: string): Request => {
  const headers = new Headers({ 'Accept-Language': req.get('accept-language') ?? 'en-US' })
  if (authorization) headers.set('Authorization', authorization)
  return new Request(pageUrl(req.originalUrl, publicOrigin), { method: 'GET', headers })
}

/**
 * The page's URL: the public origin with the request's path and query. Set part by part, never resolved against
 * the origin, so no request target (`//evil.example/x`, `http://evil.example/x`) can change the origin.
 */
export const pageUrl = (target: string, publicOrigin: string): URL => {
  const url = new URL(publicOrigin)
  const queryAt = target.indexOf('?')
  url.pathname = queryAt === -1 ? target : target.slice(0, queryAt)
  url.search = queryAt === -1 ? '' : target.slice(queryAt)
  return url
}

/** Whether a Cookie header holds a non-empty cookie of that name (Express parses no cookies here). */
export const carriesCookie = (cookieHeader: string | undefined, name: string): boolean =>
  (cookieHeader ?? '').split(';').some((pair) => {
    const [key, value] = pair.split('=')
    return key?.trim() === name && Boolean(value?.trim())
  })

/** Private pages are told apart as the router reads their address, so no spelling of one is cached as public. */
const isPublicPage = (path: string): boolean => !leadsUnder(path, PRIVATE_PAGES)

/**
 * Public pages: browsers revalidate every time (cheap, with the ETag), a CDN may serve a copy for 5 minutes and a
 * stale one for a minute more while it fetches the new one, or for a day while this server answers errors.
 */
const PUBLIC_CACHE_CONTROL =
  'public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400'
const PAGE_CACHE_ENTRIES = 2000
// Room for 350 or more real pages (the site has about 100): every address is a page of its own, so a bound on pages
// alone is no bound on memory (docs/decisions/0005-page-cache.md).
const PAGE_CACHE_CHARS = 20_000_000
// Shortened by the end-to-end tests, to see a page outlive its freshness without waiting five minutes.
export const PAGE_CACHE_TTL_MS = loadConfiguration().PAGE_CACHE_TTL_MS
// As long as a CDN's stale-if-error: a database outage of up to a day leaves the pages seen before it readable.
const PAGE_CACHE_STALE_MS = 24 * 60 * 60 * 1000

const sendCached = (
  req: ExpressRequest,
  res: ExpressResponse,
  page: CachedPage,
  state: 'HIT' | 'MISS' | 'STALE',
) => {
  metrics.pageCacheLookups.inc({ result: state.toLowerCase() })
  res.status(page.status).set({
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    ETag: page.etag,
    'X-Cache': state,
    Vary: 'Accept-Encoding',
  })
  if (req.fresh) {
    res.status(304).end()
    return
  }
  res.type('html')
  // Compressed once per cached page rather than on every request (the compression middleware skips an encoded body).
  const encoding = req.acceptsEncodings('br', 'gzip')
  if (encoding === 'br' || encoding === 'gzip') {
    res.set('Content-Encoding', encoding).send(page.encoded(encoding))
    return
  }
  res.send(page.html)
}

/**
 * How long the page's render took, for the browser's developer tools and the benchmark: `joined` when this request
 * waited for a render another request had started (that render's time, shared).
 */
const serverTiming = (renderMs: number, joined: boolean): string =>
  `render;dur=${renderMs.toFixed(1)}${joined ? ';desc="joined"' : ''}`

/** The milliseconds since `started`, counted as one render. */
const rendered = (started: number): number => {
  const renderMs = performance.now() - started
  metrics.pageRenders.observe(renderMs / 1000)
  return renderMs
}

export const renderPages = ({
  vite,
  publicOrigin,
  fetchApi,
  reads,
  previewCredentials,
  sessionCookie,
}: {
  vite?: ViteDevServer
  publicOrigin: string
  /** The API, as the pages' loaders ask it. */
  fetchApi: ApiFetch
  /** With the page cache, the API's anonymous reads kept until content changes: what one page read, the next reuses. */
  reads?: ReadMemo
  /** The name of the session cookie (Payload's `<cookiePrefix>-token`). */
  sessionCookie: string
  /** The credentials to render a preview with, for a session that may see drafts (server/preview.ts). */
  previewCredentials: (req: ExpressRequest) => Promise<string | undefined>
}): RequestHandler => {
  const pages = vite ? devPages(vite) : builtPages()
  // Production keeps rendered public pages in memory, fresh until content changes (or for the TTL), then as a
  // stand-in should the next render fail; development renders every time.
  const cache = vite
    ? undefined
    : createPageCache({
        maxEntries: PAGE_CACHE_ENTRIES,
        maxChars: PAGE_CACHE_CHARS,
        ttlMs: PAGE_CACHE_TTL_MS,
        staleMs: PAGE_CACHE_STALE_MS,
      })
  if (cache) onContentChange(() => cache.markAllStale())

  /** `authorization`: a team member's preview, rendered with their credentials and marked as a preview. */
  const renderHtml = async (req: ExpressRequest, authorization?: string) => {
    const started = performance.now()
    const generation = cache?.generation ?? 0
    const render = await pages.render()
    // A private page (the dashboard) may render for "nobody signed in"; a shared one never depends on the visitor.
    const hasSessionCookie = isPublicPage(req.path)
      ? undefined
      : carriesCookie(req.get('cookie'), sessionCookie)
    const result = await render(toFetchRequest(req, publicOrigin, authorization), {
      // A private page's reads are its visitor's (a homeowner's request) and change without any content change.
      fetchApi: cache && reads && isPublicPage(req.path) ? reads.fetchApi : fetchApi,
      hasSessionCookie,
    })
    if (result.kind === 'redirect') return { ...result, renderMs: rendered(started) }
    const fill = await pages.template(req.originalUrl)
    const html = fill({
      notice: authorization ? previewNotice(req.path) : '',
      head: result.head,
      html: result.html,
      state: result.state,
      preloads: result.preloads,
    })
    return {
      kind: 'page' as const,
      status: result.status,
      html,
      generation,
      renderMs: rendered(started),
    }
  }

  // Requests for a page that is already being rendered wait for that render instead of starting their own.
  const renderOnce = singleFlight<Awaited<ReturnType<typeof renderHtml>>>()

  /** A preview: rendered for its one visitor (the draft for a team member, the published page for anyone else). */
  const sendPreview = async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    let result: Awaited<ReturnType<typeof renderHtml>>
    try {
      result = await renderHtml(req, await previewCredentials(req))
    } catch (error) {
      vite?.ssrFixStacktrace(error as Error)
      next(error)
      return
    }
    res.set(PREVIEW_HEADERS)
    if (result.kind === 'redirect') res.redirect(result.status, result.location)
    else res.status(result.status).type('html').send(result.html)
  }

  return async (req, res, next) => {
    if (asksForPreview(req) && isPublicPage(req.path)) {
      await sendPreview(req, res, next)
      return
    }
    const key = req.originalUrl
    const shared = cache && isPublicPage(req.path) ? cache : undefined
    const cached = shared?.get(key)
    if (cached?.fresh) {
      sendCached(req, res, cached.page, 'HIT')
      return
    }
    let result: Awaited<ReturnType<typeof renderHtml>>
    try {
      const render = shared
        ? renderOnce(key, () => renderHtml(req))
        : { result: renderHtml(req), joined: false }
      result = await render.result
      res.set('Server-Timing', serverTiming(result.renderMs, render.joined))
    } catch (error) {
      vite?.ssrFixStacktrace(error as Error)
      // As below: the last good render rather than an error page.
      if (cached) {
        console.error(`[server] Rendering ${key} failed; serving its last good copy`, error)
        sendCached(req, res, cached.page, 'STALE')
        return
      }
      next(error)
      return
    }
    if (result.kind === 'redirect') {
      res.redirect(result.status, result.location)
      return
    }
    if (shared && result.status === 200) {
      const current = shared.get(key)
      const page = current?.fresh ? current.page : shared.set(key, 200, result.html, result.generation)
      sendCached(req, res, page, 'MISS')
      return
    }
    // A page that could not be rendered (the database down) is better shown as it last was than as an error page.
    if (cached && result.status >= 500) {
      sendCached(req, res, cached.page, 'STALE')
      return
    }
    res.status(result.status).set('Cache-Control', 'no-cache').type('html').send(result.html)
  }
}
