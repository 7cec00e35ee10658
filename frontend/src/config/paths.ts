import { SITE_PATHS } from '@contracts/site-paths'

/**
 * What a page knows of the quotes its visitor may want: the service, and on a location page a ZIP code in its city, or a
 * contractor (lib/quote-intent.ts takes them in when the wizard opens).
 */
export type QuoteIntent = { service: string; zip?: string; contractor?: string }

/** Every route of the site, in one place: the server's share of them comes from SITE_PATHS. */
export const paths = {
  home: SITE_PATHS.home,
  quotes: {
    start: SITE_PATHS.quoteStart,
    /** The wizard with what the page knows already chosen; the bare wizard when it knows nothing. */
    startWith: (intent: QuoteIntent | undefined) =>
      intent
        ? `${SITE_PATHS.quoteStart}?${new URLSearchParams({
            service: intent.service,
            ...(intent.zip ? { zip: intent.zip } : {}),
            ...(intent.contractor ? { contractor: intent.contractor } : {}),
          }).toString()}`
        : SITE_PATHS.quoteStart,
    /** The start step with the ZIP code asked again even when one is saved (it reads `change=zip`). */
    changeZipCode: `${SITE_PATHS.quoteStart}?change=zip`,
    select: '/quotes/select',
    details: '/quotes/details',
    confirm: '/quotes/confirm',
  },
  thankYou: SITE_PATHS.thankYou,
  /** A homeowner's request page, by the token of its private link. */
  request: SITE_PATHS.request,
  services: SITE_PATHS.services,
  service: SITE_PATHS.service,
  costGuides: SITE_PATHS.costGuides,
  costGuide: SITE_PATHS.costGuide,
  articles: SITE_PATHS.articles,
  articlesPage: SITE_PATHS.articlesPage,
  article: SITE_PATHS.article,
  proProfile: SITE_PATHS.proProfile,
  reviewPolicy: SITE_PATHS.reviewPolicy,
  about: SITE_PATHS.about,
  contact: SITE_PATHS.contact,
  privacy: SITE_PATHS.privacy,
  terms: SITE_PATHS.terms,
  admin: {
    leads: SITE_PATHS.admin,
    /** One lead's page: everything about it, and what staff do with it. */
    lead: SITE_PATHS.adminLead,
    contractors: '/admin/contractors',
    services: '/admin/services',
    referrals: '/admin/referrals',
    costGuides: '/admin/cost-guides',
    locationPages: '/admin/location-pages',
    articles: '/admin/articles',
    analytics: '/admin/analytics',
    reviews: '/admin/reviews',
  },
  /** The contractor portal, and the page an invitation's link opens. */
  pro: {
    home: SITE_PATHS.pro,
    setPassword: SITE_PATHS.proSetPassword,
  },
  /** The Payload panel (a separate app, so plain links, not router links). */
  cms: {
    home: SITE_PATHS.cms,
    create: (collection: string) => `/cms/collections/${collection}/create`,
    edit: (collection: string, id: string) => `/cms/collections/${collection}/${id}`,
  },
  locationPage: SITE_PATHS.location,
} as const
