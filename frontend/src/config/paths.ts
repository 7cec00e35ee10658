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
  admin: '/admin',
  location: (state: string, city: string, service: string) => `/locations/${state}/${city}/${service}`,
} as const
