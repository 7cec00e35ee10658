import type { Payload, Where } from 'payload'

import { ARTICLES_PER_PAGE } from '../contracts/limits'
import { SITE_PATHS } from '../contracts/site-paths'
import { stateOfSlug } from '../contracts/us-states'
import { STATIC_PAGES, UNCRAWLED } from './routes'

export type SitemapContent = {
  serviceSlugs: string[]
  guideSlugs: string[]
  /** Published articles, newest first. */
  articleSlugs: string[]
  locations: { state: string; city: string; service: string }[]
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export const buildSitemap = (origin: string, content: SitemapContent): string => {
  const paths = [
    ...STATIC_PAGES,
    ...content.serviceSlugs.map(SITE_PATHS.service),
    ...content.guideSlugs.map(SITE_PATHS.costGuide),
    ...Array.from({ length: Math.ceil(content.articleSlugs.length / ARTICLES_PER_PAGE) - 1 }, (_, index) =>
      SITE_PATHS.articlesPage(index + 2),
    ),
    ...content.articleSlugs.map(SITE_PATHS.article),
    ...content.locations.map(({ state, city, service }) => SITE_PATHS.location(state, city, service)),
  ]
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** Drafts have no public page. */
const live: Where = { _status: { equals: 'published' } }

/** Every public URL that answers 200: the fixed pages and every published service, guide, article and city page. */
export const sitemapXml = async (payload: Payload): Promise<string> => {
  const [services, guides, articles, cityPages] = await Promise.all([
    payload.find({
      collection: 'services',
      where: live,
      limit: 0,
      pagination: false,
      depth: 0,
      select: { slug: true },
    }),
    payload.find({
      collection: 'cost-guides',
      where: live,
      limit: 0,
      pagination: false,
      depth: 0,
      select: { slug: true },
    }),
    payload.find({
      collection: 'articles',
      where: live,
      sort: '-publishedAt',
      limit: 0,
      pagination: false,
      depth: 0,
      select: { slug: true },
    }),
    payload.find({
      collection: 'city-pages',
      where: live,
      limit: 0,
      pagination: false,
      depth: 1,
      select: { state: true, city: true, service: true },
    }),
  ])
  return buildSitemap(payload.config.serverURL, {
    serviceSlugs: services.docs.map((service) => service.slug),
    guideSlugs: guides.docs.map((guide) => guide.slug),
    articleSlugs: articles.docs.map((article) => article.slug),
    locations: cityPages.docs.flatMap((page) =>
      typeof page.service === 'object' && page.service && stateOfSlug(page.state)
        ? [{ state: page.state, city: page.city, service: page.service.slug }]
        : [],
    ),
  })
}

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...UNCRAWLED.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
