/**
 * The site's own routes that both the server and the pages need: the server lists, caches, guards and
 * routes by them, and frontend/src/config/paths.ts builds the pages' links on them, so a path is spelled once.
 */
export const SITE_PATHS = {
  home: '/',
  services: '/services',
  service: (slug: string) => `/services/${slug}`,
  costGuides: '/cost-guides',
  costGuide: (slug: string) => `/cost-guides/${slug}`,
  articles: '/articles',
  articlesPage: (page: number) => (page > 1 ? `/articles?page=${page}` : '/articles'),
  article: (slug: string) => `/articles/${slug}`,
  location: (state: string, city: string, service: string) => `/locations/${state}/${city}/${service}`,
  /** A contractor's public profile: credentials, verified reviews, measured response. */
  proProfile: (slug: string) => `/pros/${slug}`,
  /** The review moderation policy, linked from every list of reviews. */
  reviewPolicy: '/review-policy',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  /** The quote wizard's steps, all under one prefix. */
  quotes: '/quotes',
  quoteStart: '/quotes/start',
  thankYou: '/thank-you',
  /** A homeowner's own request, opened from the private link in their emails (never listed, never indexed). */
  requests: '/requests',
  request: (token: string) => `/requests/${token}`,
  /** The contractor portal, and where an invited contractor sets a password (`?token=`). */
  pro: '/pro',
  proSetPassword: '/pro/set-password',
  /** The staff dashboard. */
  admin: '/admin',
  /** One lead as staff work it, linked from the team's emails. */
  adminLead: (id: string) => `/admin/leads/${id}`,
  /** The Payload panel, served by Next. */
  cms: '/cms',
  /** Payload's REST API and the server's own endpoints. */
  api: '/api',
} as const

/**
 * The query parameter that asks a public page for its latest draft: a preview, shown to the team only (anyone else
 * gets the published page), never cached and never indexed.
 */
export const PREVIEW_PARAM = 'preview'

/** The preview of the page at `path` (a path without a query). */
export const previewPathOf = (path: string): string => `${path}?${PREVIEW_PARAM}=1`
