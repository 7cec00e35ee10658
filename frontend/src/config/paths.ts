/** Every route of the site (SPEC §2), in one place. */
export const paths = {
  home: '/',
  quotes: {
    start: '/quotes/start',
    /** The wizard with the service, ZIP code and contractor a page already knows (lib/quote-intent.ts). */
    startWith: ({ service, zip, contractor }: { service: string; zip?: string; contractor?: string }) =>
      `/quotes/start?${new URLSearchParams({
        service,
        ...(zip ? { zip } : {}),
        ...(contractor ? { contractor } : {}),
      }).toString()}`,
    select: '/quotes/select',
    details: '/quotes/details',
    confirm: '/quotes/confirm',
  },
  thankYou: '/thank-you',
  services: '/services',
  service: (slug: string) => `/services/${slug}`,
  costGuides: '/cost-guides',
  costGuide: (slug: string) => `/cost-guides/${slug}`,
  articles: '/articles',
  articlesPage: (page: number) => (page > 1 ? `/articles?page=${page}` : '/articles'),
  article: (slug: string) => `/articles/${slug}`,
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  admin: {
    leads: '/admin',
    contractors: '/admin/contractors',
    services: '/admin/services',
    referrals: '/admin/referrals',
    costGuides: '/admin/cost-guides',
    locationPages: '/admin/location-pages',
    articles: '/admin/articles',
    analytics: '/admin/analytics',
  },
  /** The Payload panel (a separate app, so plain links, not router links). */
  cms: {
    home: '/cms',
    create: (collection: string) => `/cms/collections/${collection}/create`,
    edit: (collection: string, id: string) => `/cms/collections/${collection}/${id}`,
  },
  location: (state: string, city: string, service: string) => `/locations/${state}/${city}/${service}`,
} as const
