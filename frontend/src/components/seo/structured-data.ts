import type { SiteSettings } from '@/lib/site-settings'

import type { SocialImage } from '@contracts/public-pages'
// The contracts' paths rather than config/paths: that module reads properties as it loads, so the bundler keeps an
// import of it for its effects, and this module, used only in server renders, would load as an empty chunk of its own.
import { SITE_PATHS } from '@contracts/site-paths'

/**
 * The house mark as a 512-pixel PNG (frontend/public): the company's logo in search results while an editor has
 * uploaded none, since search engines take raster logos of at least 112 pixels and the header draws its mark inline.
 */
const HOUSE_MARK = '/logo.png'

type Site = Pick<SiteSettings, 'companyName' | 'footerText' | 'logo'>

/** The company's logo as an absolute URL: the uploaded one where an editor set it, else the house mark. */
export const logoUrlOf = (site: Site, origin: string): string => {
  const url = (typeof site.logo === 'object' ? site.logo?.url : null) ?? HOUSE_MARK
  // Concatenated rather than resolved with URL: the browser computes heads with no origin (use-head-sync.ts).
  return /^https?:\/\//.test(url) ? url : origin + url
}

/** The company, as every page's structured data names it (publisher, provider, the home page's own block). */
export const organizationOf = (site: Site, origin: string): Record<string, unknown> => ({
  '@type': 'Organization',
  name: site.companyName,
  url: origin + SITE_PATHS.home,
  logo: logoUrlOf(site, origin),
})

/** The home page's blocks: the site itself and the company behind it. */
export const homeJsonLd = (site: Site, origin: string): Record<string, unknown>[] => [
  {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.companyName,
    url: origin + SITE_PATHS.home,
  },
  { '@context': 'https://schema.org', ...organizationOf(site, origin), description: site.footerText },
]

/** An article's picture: its social image (which already falls back to its own and the site's), else the logo. */
export const articleImageOf = (image: SocialImage | null, site: Site, origin: string): string =>
  image?.url ?? logoUrlOf(site, origin)
