import type { RequestHandler } from 'express'

import { SITE_PATHS } from '../contracts/site-paths'
import type { ReadMemo } from './read-memo'
import { carriesCookie } from './render-page'

/** What anyone may read: the public content and settings (their drafts and private fields stay with the team). */
const PUBLIC_COLLECTIONS = ['services', 'contractors', 'city-pages', 'cost-guides', 'articles']
const PUBLIC_GLOBALS = ['site-settings', 'home-page']

/** The REST addresses of the public content (Express path patterns): lists, documents and page endpoints. */
export const PUBLIC_READS = [
  ...PUBLIC_COLLECTIONS.map((slug) => `${SITE_PATHS.api}/${slug}{/*rest}`),
  ...PUBLIC_GLOBALS.map((slug) => `${SITE_PATHS.api}/globals/${slug}{/*rest}`),
]

/**
 * Anonymous REST reads of the public content, answered from the read memo the pages use (dropped by the same
 * content-change signal), with an ETag, so a client that has the answer gets a 304. A read with credentials goes on
 * to Payload as before (it may see drafts), and so does a cross-origin one, whose CORS headers depend on its Origin.
 */
export const servePublicReads =
  ({ reads, sessionCookie }: { reads: ReadMemo; sessionCookie: string }): RequestHandler =>
  async (req, res, next) => {
    if (req.get('authorization') || req.get('origin') || carriesCookie(req.get('cookie'), sessionCookie)) {
      next()
      return
    }
    let answer: Awaited<ReturnType<ReadMemo['read']>>
    try {
      answer = await reads.read(req.originalUrl, {
        method: 'GET',
        headers: { 'Accept-Language': req.get('accept-language') ?? 'en-US' },
      })
    } catch (error) {
      next(error)
      return
    }
    res.status(answer.status).type(answer.contentType)
    res.set('Cache-Control', answer.cacheControl ?? 'no-cache')
    // Kept answers are revalidated on every use, cheaply: the ETag is the answer's own.
    if (answer.status === 200) res.set('ETag', answer.etag)
    if (req.fresh) {
      res.status(304).end()
      return
    }
    res.send(answer.body)
  }
