import type { RequestHandler } from 'express'
import onHeaders from 'on-headers'

import { REQUEST_PAGE_HEADERS } from '../contracts/request-page'
import { leadsUnder } from './routes'

/**
 * `handler` for the requests whose path leads under one of the prefixes, as the pages' router reads it
 * (routes.ts): Express's own mount paths miss `/requests//x`, `/%72equests/x` and the like, which still reach the page.
 */
export const forPathsUnder =
  (prefixes: readonly string[], handler: RequestHandler): RequestHandler =>
  (req, res, next) => {
    if (leadsUnder(req.path, prefixes)) handler(req, res, next)
    else next()
  }

/** Headers set as the answer is written, over what the renderer or Next set. */
const headersOnWrite =
  (headers: Record<string, string>): RequestHandler =>
  (_req, res, next) => {
    onHeaders(res, () => {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    })
    next()
  }

/**
 * A homeowner's request page, whatever its answer (the page, its not-found page, a 304): never kept by any cache,
 * never indexed, and its address (which holds the page's only key) never sent on to another site as a Referer. Set
 * as the answer is written, over the renderer's own Cache-Control and the site-wide Referrer-Policy.
 */
export const requestPageHeaders = (): RequestHandler => headersOnWrite(REQUEST_PAGE_HEADERS)

/** The signed-in areas' pages are one person's: never kept by a cache, never indexed. */
export const signedInAreaHeaders = (): RequestHandler =>
  headersOnWrite({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' })
