import type { PageLink, ServicePageData } from '../../contracts/public-pages'
import type { Service } from '../../payload-types'
import { richTextToHtml } from './rich-text-html'
import { responsiveImage } from '../../collections/Media/responsive-image'
import { slugPageEndpoint } from './page-endpoint'
import { pageMeta } from './page-meta'

const linkOf = (service: string | Service): PageLink[] =>
  typeof service === 'object' ? [{ slug: service.slug, name: service.name }] : []

/** GET /api/services/page/:slug */
export const servicePageEndpoint = slugPageEndpoint(
  'services',
  async (service, req): Promise<ServicePageData> => ({
    slug: service.slug,
    name: service.name,
    description: service.description,
    image: responsiveImage(service.image),
    overviewHtml: richTextToHtml(service.overview),
    pricingTiers: (service.pricingTiers ?? []).map((tier) => ({
      name: tier.name,
      priceLow: tier.priceLow,
      priceHigh: tier.priceHigh,
      openEnded: Boolean(tier.openEnded),
      durationLow: tier.durationLow,
      durationHigh: tier.durationHigh,
    })),
    included: service.included ?? [],
    priceLow: service.priceLow,
    priceHigh: service.priceHigh,
    durationLow: service.durationLow,
    durationHigh: service.durationHigh,
    related: (service.relatedServices ?? []).flatMap(linkOf),
    meta: await pageMeta(req, service, service.image),
  }),
)
