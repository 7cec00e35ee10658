import { SITE_PATHS } from '../contracts/site-paths'

/** Where Next serves the Payload panel's scripts and styles. */
const NEXT_ASSETS = '/_next'

/** The path is the prefix itself or below it (`/cms`, `/cms/…`, not `/cmsx`). */
export const isUnder = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`)

/**
 * A path as the pages' router reads it, for deciding what is private: the router matches without regard to case,
 * decodes each segment, and skips empty segments, so `/Requests//x/`, `/requests%2Fx` and `/%72equests/x` all lead
 * where `/requests/x` does. Undefined for a path whose percent-encoding cannot be decoded (no page has one).
 */
export const routedPath = (path: string): string | undefined => {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return undefined
  }
  const collapsed = decoded.replace(/[/\\]+/g, '/').toLowerCase()
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed
}

/** The path leads under one of the prefixes, however it is spelled (an undecodable path counts as under all). */
export const leadsUnder = (path: string, prefixes: readonly string[]): boolean => {
  const routed = routedPath(path)
  return routed === undefined || prefixes.some((prefix) => isUnder(routed, prefix))
}

/** Public pages that exist whatever the content, for the sitemap. */
export const STATIC_PAGES = [
  SITE_PATHS.home,
  SITE_PATHS.services,
  SITE_PATHS.costGuides,
  SITE_PATHS.articles,
  SITE_PATHS.quoteStart,
  SITE_PATHS.about,
  SITE_PATHS.contact,
  SITE_PATHS.privacy,
  SITE_PATHS.terms,
  SITE_PATHS.reviewPolicy,
]

/** Pages that depend on the visitor's own session storage or sign-in: rendered as shells, never shared by caches. */
export const PRIVATE_PAGES = [
  SITE_PATHS.admin,
  SITE_PATHS.quotes,
  SITE_PATHS.thankYou,
  SITE_PATHS.requests,
  SITE_PATHS.pro,
]

/** Where Next serves the Payload panel and its assets. */
export const PANEL_PATHS = [SITE_PATHS.cms, NEXT_ASSETS]

/** Where people signed in read leads' personal data: staff every lead's (the dashboard, the panel), contractors their own. */
export const SIGNED_IN_AREAS = [SITE_PATHS.admin, SITE_PATHS.cms, SITE_PATHS.pro]

/** What Next and Payload own: REST, the panel and the panel's assets (Express path patterns). */
export const NEXT_ROUTES = [SITE_PATHS.api, ...PANEL_PATHS].map((prefix) => `${prefix}{/*rest}`)

/** What crawlers are asked to leave alone: the staff areas, the API and the homeowners' own request pages. */
export const UNCRAWLED = [...SIGNED_IN_AREAS, SITE_PATHS.api, SITE_PATHS.requests]

/** Where Payload serves the media library's files, below the API. */
const MEDIA_FILES_PREFIX = `${SITE_PATHS.api}/media/file`

/** The same, as an Express path pattern. */
export const MEDIA_FILES = `${MEDIA_FILES_PREFIX}/*filename`

/**
 * What crawlers may fetch inside the areas above: the pictures that pages, their social previews (og:image) and
 * their structured data show.
 */
export const CRAWLED_INSIDE = [`${MEDIA_FILES_PREFIX}/`]

/**
 * Public pages whose address starts with the letters of an uncrawled area's (the profiles' `/pros/` and the portal's
 * `/pro`): robots.txt rules match by prefix, so each is allowed again by name.
 */
export const CRAWLED_BESIDE = [SITE_PATHS.proProfile('')]

/** A homeowner's quote request (see server/quote-requests). */
export const QUOTE_REQUESTS_PATH = `${SITE_PATHS.api}/quote-requests`

/** The anonymous ZIP code check (see server/zip-codes.ts), an Express path pattern. */
export const ZIP_CODES_PATH = `${SITE_PATHS.api}/zip-codes/:zip`
