/** Every route of the site (SPEC §2), in one place. */
export const paths = {
  home: '/',
  quotes: {
    start: '/quotes/start',
    select: '/quotes/select',
    details: '/quotes/details',
    confirm: '/quotes/confirm',
  },
  thankYou: '/thank-you',
  services: '/services',
  service: (slug: string) => `/services/${slug}`,
  costGuides: '/cost-guides',
  costGuide: (slug: string) => `/cost-guides/${slug}`,
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
