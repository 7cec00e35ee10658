import type { RequestHandler } from 'express'
import onHeaders from 'on-headers'

import { REQUEST_PAGE_HEADERS } from '../contracts/request-page'

/**
 * A homeowner's request page, whatever its answer (the page, its not-found page, a 304): never kept by any cache,
 * never indexed, and its address (which holds the page's only key) never sent on to another site as a Referer. Set
 * as the answer is written, over the renderer's own Cache-Control and the site-wide Referrer-Policy.
 */
export const requestPageHeaders = (): RequestHandler => (_req, res, next) => {
  onHeaders(res, () => {
    for (const [name, value] of Object.entries(REQUEST_PAGE_HEADERS)) res.setHeader(name, value)
  })
  next()
}
