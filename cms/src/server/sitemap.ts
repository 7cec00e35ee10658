import type { Payload } from 'payload'

/** Public pages that exist whatever the content. */
const STATIC_PATHS = [
  '/',
  '/services',
  '/cost-guides',
  '/quotes/start',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
]

export type SitemapContent = {
  serviceSlugs: string[]
  guideSlugs: string[]
  locations: { state: string; city: string; service: string }[]
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export const buildSitemap = (origin: string, content: SitemapContent): string => {
  const paths = [
    ...STATIC_PATHS,
    ...content.serviceSlugs.map((slug) => `/services/${slug}`),
    ...content.guideSlugs.map((slug) => `/cost-guides/${slug}`),
    ...content.locations.map(({ state, city, service }) => `/locations/${state}/${city}/${service}`),
  ]
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** Every public URL, with every service, guide and location page in the CMS. */
export const sitemapXml = async (payload: Payload): Promise<string> => {
  const [services, guides, cityPages] = await Promise.all([
    payload.find({ collection: 'services', limit: 0, pagination: false, depth: 0, select: { slug: true } }),
    payload.find({
      collection: 'cost-guides',
      limit: 0,
      pagination: false,
      depth: 0,
      select: { slug: true },
    }),
    payload.find({
      collection: 'city-pages',
      limit: 0,
      pagination: false,
      depth: 1,
      select: { state: true, city: true, service: true },
    }),
  ])
  return buildSitemap(payload.config.serverURL, {
    serviceSlugs: services.docs.map((service) => service.slug),
    guideSlugs: guides.docs.map((guide) => guide.slug),
    locations: cityPages.docs.flatMap((page) =>
      typeof page.service === 'object' && page.service
        ? [{ state: page.state, city: page.city, service: page.service.slug }]
        : [],
    ),
  })
}

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /cms',
    'Disallow: /api',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
