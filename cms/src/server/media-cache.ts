import type { RequestHandler } from 'express'
import onHeaders from 'on-headers'

/** A year: as long as caches are asked to keep anything. */
export const VERSIONED_FILE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/**
 * Files of the media library (served by Payload, which sends no caching headers). The pages address each file with
 * its document's version (collections/Media/responsive-image.ts), so the bytes at such an address never change: browsers and
 * CDNs keep it for a year without asking again. At an address without a version (the panel's, a link pasted
 * elsewhere) a re-cropped file keeps its name, so a cache must check it each time. A signed-in request's answer still
 * goes unstored (api-guards.ts, whose header is written after this one).
 */
export const mediaFileCaching = (): RequestHandler => (req, res, next) => {
  const versioned = typeof req.query['v'] === 'string'
  onHeaders(res, () => {
    if (res.statusCode !== 200 && res.statusCode !== 206) return
    res.setHeader(
      'Cache-Control',
      versioned ? `public, max-age=${VERSIONED_FILE_MAX_AGE_SECONDS}, immutable` : 'public, no-cache',
    )
  })
  next()
}
