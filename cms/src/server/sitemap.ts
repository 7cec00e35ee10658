import type { Payload, Where } from 'payload'

import { ARTICLES_PER_PAGE } from '../contracts/limits'
import { SITE_PATHS } from '../contracts/site-paths'
import { stateOfSlug } from '../contracts/us-states'
import { CRAWLED_BESIDE, CRAWLED_INSIDE, isUnder, STATIC_PAGES, UNCRAWLED } from './routes'

/** A record's public page: its slug, and when the record last changed (ISO 8601, as Payload keeps `updatedAt`). */
export type SitemapRecord = { slug: string; updatedAt: string }

export type SitemapContent = {
  services: SitemapRecord[]
  guides: SitemapRecord[]
  /** Published articles, newest first. */
  articles: SitemapRecord[]
  locations: { state: string; city: string; service: string; updatedAt: string }[]
  /** The contractors with a public profile. */
  pros: SitemapRecord[]
}

/** A page of the sitemap; `lastmod` only where a record says when the page last changed. */
type SitemapEntry = { path: string; lastmod?: string }

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const recordPages = (records: SitemapRecord[], pathOf: (slug: string) => string): SitemapEntry[] =>
  records.map(({ slug, updatedAt }) => ({ path: pathOf(slug), lastmod: updatedAt }))

const urlXml = (origin: string, { path, lastmod }: SitemapEntry): string =>
  `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`

export const buildSitemap = (origin: string, content: SitemapContent): string => {
  const entries: SitemapEntry[] = [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...recordPages(content.services, SITE_PATHS.service),
    ...recordPages(content.guides, SITE_PATHS.costGuide),
    ...Array.from({ length: Math.ceil(content.articles.length / ARTICLES_PER_PAGE) - 1 }, (_, index) => ({
      path: SITE_PATHS.articlesPage(index + 2),
    })),
    ...recordPages(content.articles, SITE_PATHS.article),
    ...content.locations.map(({ state, city, service, updatedAt }) => ({
      path: SITE_PATHS.location(state, city, service),
      lastmod: updatedAt,
    })),
    ...recordPages(content.pros, SITE_PATHS.proProfile),
  ]
  const urls = entries.map((entry) => urlXml(origin, entry)).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** The later of two ISO 8601 instants as Payload writes them (same form, so they compare as text). */
const later = (first: string, second: string): string => (first > second ? first : second)

/** Drafts have no public page. */
const live: Where = { _status: { equals: 'published' } }

/** Active contractors whose licence and insurance checks are current (the virtual `verified`) have a profile. */
const prosWithProfile = async (payload: Payload): Promise<SitemapRecord[]> =>
  (
    await payload.find({
      collection: 'contractors',
      where: { isActive: { equals: true } },
      sort: 'slug',
      limit: 0,
      pagination: false,
      depth: 0,
      select: { slug: true, updatedAt: true, licensedUntil: true, insuredUntil: true, verified: true },
    })
  ).docs.flatMap(({ slug, updatedAt, verified }) => (verified ? [{ slug, updatedAt }] : []))

/**
 * Every public URL that answers 200: the fixed pages, every published service, guide, article and location page,
 * and every contractor's profile.
 */
export const sitemapXml = async (payload: Payload): Promise<string> => {
  /** The slug and last change of every published record of a collection with a page per record. */
  const pagesOf = async (collection: 'services' | 'cost-guides' | 'articles', sort?: string) =>
    (
      await payload.find({
        collection,
        where: live,
        sort,
        limit: 0,
        pagination: false,
        depth: 0,
        select: { slug: true, updatedAt: true },
      })
    ).docs
  const [services, guides, articles, locationPages, pros] = await Promise.all([
    pagesOf('services'),
    pagesOf('cost-guides'),
    pagesOf('articles', '-publishedAt'),
    payload.find({
      collection: 'city-pages',
      where: live,
      limit: 0,
      pagination: false,
      depth: 1,
      select: { state: true, city: true, service: true, updatedAt: true },
    }),
    prosWithProfile(payload),
  ])
  return buildSitemap(payload.config.serverURL, {
    services,
    guides,
    articles,
    pros,
    // A location page of a service that is only a draft is not live: its URL needs the published service. The page
    // shows its own text and the service's, so it changed when either did.
    locations: locationPages.docs.flatMap((page) =>
      typeof page.service === 'object' && page.service?._status === 'published' && stateOfSlug(page.state)
        ? [
            {
              state: page.state,
              city: page.city,
              service: page.service.slug,
              updatedAt: later(page.updatedAt, page.service.updatedAt),
            },
          ]
        : [],
    ),
  })
}

/**
 * Each area crawlers are kept out of, followed by what they may fetch inside it or beside it (a public path that
 * starts with the area's letters): an `Allow` refines the `Disallow` before it (the longest match wins), and nothing
 * opens with `Allow: /`, which parsers that take the first match would apply to every path.
 */
export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    ...UNCRAWLED.flatMap((prefix) => [
      `Disallow: ${prefix}`,
      ...CRAWLED_INSIDE.filter((path) => isUnder(path, prefix)).map((path) => `Allow: ${path}`),
      ...CRAWLED_BESIDE.filter((path) => path.startsWith(prefix) && !isUnder(path, prefix)).map(
        (path) => `Allow: ${path}`,
      ),
    ]),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
