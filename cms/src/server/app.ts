import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import compression from 'compression'
import express, { type Express, type Request, type RequestHandler, type Response } from 'express'
import expressStaticGzip from 'express-static-gzip'
import next from 'next'

import { cmsDir, frontendClientDir, projectRoot } from '../runtime/paths'
import { quoteRequestsRouter } from './quote-requests'
import { zipCodesRouter } from './zip-codes'
import { poolOf } from '../database/pool'
import type { Runtime } from '../runtime/start-payload'
import { apiResponseHeaders, refuseUnstorableUrl } from './api-guards'
import { bodyLimit } from './body-limit'
import { passClientAddress } from './client-address'
import { databaseState } from './database-state'
import { errorPage } from './error-page'
import { inProcessApi } from './in-process-api'
import { previewCredentials } from './preview'
import { forPathsUnder, requestPageHeaders, signedInAreaHeaders } from './request-page-headers'
import { refuseUnusableTargets } from './request-target'
import { PAGE_CACHE_TTL_MS, renderPages, type ViteDevServer } from './render-page'
import { PUBLIC_READS, servePublicReads } from './public-api-reads'
import { memoizeReads } from './read-memo'
import { onContentChange } from '../runtime/content-changes'
import {
  inlineScriptHashes,
  panelScriptNonce,
  policyToNext,
  securityHeaders,
  staffAreaHeaders,
} from './security-headers'
import { mediaFileCaching } from './media-cache'
import { isUnder, MEDIA_FILES, NEXT_ROUTES, PANEL_PATHS, SIGNED_IN_AREAS } from './routes'
import { trustProxy } from './trust-proxy'
import { robotsTxt, sitemapXml } from './sitemap'
import { SITE_PATHS } from '../contracts/site-paths'

/**
 * The compression middleware's own test, for all but the panel, after one repair: Next's route handlers (Payload's
 * REST API) copy Content-Type as a one-element array, which that test cannot read, so JSON went out uncompressed.
 */
const compressibleResponse = (req: Request, res: Response): boolean => {
  // The Payload panel streams React Server Component answers, which a compressing stream holds back in its buffer.
  if (PANEL_PATHS.some((prefix) => isUnder(req.path, prefix))) return false
  const type = res.getHeader('Content-Type')
  if (Array.isArray(type) && type.length === 1) res.setHeader('Content-Type', type[0] as string)
  return compression.filter(req, res)
}

/**
 * The client build's files beside index.html (the favicon), listed once at start: a page's address is never one of
 * them, so rendering a page costs no look at the disk first, and the template itself is not served as a file.
 */
const clientRootFiles = (): RequestHandler => {
  const files = new Set(
    readdirSync(frontendClientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'index.html')
      .map((entry) => `/${entry.name}`),
  )
  const serve = express.static(frontendClientDir, { index: false, maxAge: '1h' })
  return (req, res, next) => (files.has(req.path) ? serve(req, res, next) : next())
}

// The site's shared reads, a few per page (each page reads two to four), and REST clients' lists.
const READ_MEMO_ENTRIES = 5000
// A list of 100 documents is up to about a million characters: every query string is an address of its own.
const READ_MEMO_CHARS = 30_000_000

export const createApp = async ({
  runtime,
  dev,
  isDraining = () => false,
  isWarming = () => false,
}: {
  runtime: Runtime
  dev: boolean
  /** True once the server is shutting down: a load balancer's health check then sends traffic elsewhere. */
  isDraining?: () => boolean
  /** True until the server has loaded what its first visitors would otherwise wait for (warm-up.ts). */
  isWarming?: () => boolean
}): Promise<Express> => {
  const nextApp = next({ dev, dir: cmsDir })
  await nextApp.prepare()
  const handleNext = nextApp.getRequestHandler()

  const app = express()
  app.disable('x-powered-by')
  // req.ip is the socket's address unless TRUST_PROXY names the proxies in front (e.g. 1, or an address list),
  // so a client cannot claim any address it likes with X-Forwarded-For.
  app.set('trust proxy', trustProxy(runtime.config.TRUST_PROXY))
  // Development's template is Vite's, rewritten per request; its inline scripts are allowed wholesale there.
  const pageScriptHashes = dev
    ? []
    : inlineScriptHashes(readFileSync(path.join(frontendClientDir, 'index.html'), 'utf8'))
  app.use(PANEL_PATHS, panelScriptNonce())
  app.use(securityHeaders({ dev, pageScriptHashes, publicOrigin: runtime.payload.config.serverURL }))
  app.use(refuseUnusableTargets())
  app.use(PANEL_PATHS, policyToNext())
  app.use(forPathsUnder(SIGNED_IN_AREAS, staffAreaHeaders()))
  app.use(forPathsUnder(SIGNED_IN_AREAS, signedInAreaHeaders()))
  app.use(forPathsUnder([SITE_PATHS.requests], requestPageHeaders()))
  // Brotli or gzip for whatever the client accepts; a body that is already encoded (cached pages) is left alone.
  app.use(compression({ filter: compressibleResponse }))

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })
  // Ready means warmed up and not shutting down: what a load balancer needs to choose a copy. The database is
  // reported beside it, never folded in: through an outage a copy still serves its cached pages and assets.
  app.get('/readyz', async (_req, res) => {
    const database = await databaseState(() => poolOf(runtime.payload).query('SELECT 1'))
    const status = isDraining() ? 'shutting down' : isWarming() ? 'warming up' : 'ready'
    res
      .set('Cache-Control', 'no-store')
      .status(status === 'ready' ? 200 : 503)
      .json({ status, database })
  })

  app.use(
    '/api',
    refuseUnstorableUrl(),
    apiResponseHeaders({ sessionCookie: `${runtime.payload.config.cookiePrefix}-token` }),
  )
  // The quote request and the ZIP code check, ahead of Next (the routers say why they are not Payload endpoints).
  app.use(quoteRequestsRouter({ pool: poolOf(runtime.payload), logger: runtime.payload.logger }))
  app.use(zipCodesRouter({ pool: poolOf(runtime.payload) }))

  const publicOrigin = runtime.payload.config.serverURL
  const sessionCookie = `${runtime.payload.config.cookiePrefix}-token`
  const fetchApi = inProcessApi(runtime.payload, publicOrigin)
  // Production keeps the API's anonymous reads, for the pages and for REST clients, until content changes;
  // development reads every time.
  const reads = dev
    ? undefined
    : memoizeReads(fetchApi, {
        maxEntries: READ_MEMO_ENTRIES,
        maxChars: READ_MEMO_CHARS,
        ttlMs: PAGE_CACHE_TTL_MS,
      })
  if (reads) {
    onContentChange(() => reads.clear())
    app.get(PUBLIC_READS, servePublicReads({ reads, sessionCookie }))
  }

  app.get(MEDIA_FILES, mediaFileCaching())
  app.all(NEXT_ROUTES, bodyLimit(), passClientAddress(), (req, res) => handleNext(req, res))

  app.get('/robots.txt', (_req, res) => {
    res.type('text').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(publicOrigin))
  })
  app.get('/sitemap.xml', async (_req, res, next) => {
    try {
      res
        .type('application/xml')
        .set('Cache-Control', 'public, max-age=300')
        .send(await sitemapXml(runtime.payload))
    } catch (error) {
      next(error)
    }
  })

  // The pages' data comes from our own REST API, answered in this process.
  const pageOptions = {
    publicOrigin,
    fetchApi,
    reads,
    previewCredentials: previewCredentials(runtime.payload),
    sessionCookie,
  }
  if (dev) {
    // Development only: Vite is the frontend workspace's dependency, so resolve it from there.
    const viteDir = path.dirname(
      createRequire(path.join(projectRoot, 'frontend', 'package.json')).resolve('vite/package.json'),
    )
    const { createServer } = (await import(pathToFileURL(path.join(viteDir, 'dist/node/index.js')).href)) as {
      createServer: (options: Record<string, unknown>) => Promise<ViteDevServer>
    }
    const vite = await createServer({
      root: path.join(projectRoot, 'frontend'),
      configFile: path.join(projectRoot, 'frontend', 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    })
    app.use(vite.middlewares)
    app.get('/{*rest}', renderPages({ vite, ...pageOptions }))
  } else {
    // The build wrote each script and stylesheet also as .br and .gz (at levels too slow for each request): send
    // the one the browser takes, as it is.
    app.use(
      '/assets',
      expressStaticGzip(path.join(frontendClientDir, 'assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gz'],
        index: false,
        serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
      }),
    )
    app.use(clientRootFiles())
    app.get('/{*rest}', renderPages(pageOptions))
  }
  app.use(errorPage(runtime.payload.logger))
  return app
}
