import type { PayloadRequest } from 'payload'

import type { PageLink, ServicePageData } from '../../contracts/public-pages'
import type { Service } from '../../payload-types'
import { richTextToHtml } from '../../rich-text/to-html'
import { findBySlug, pageEndpoint } from './page-endpoint'

const linkOf = (service: string | Service): PageLink[] =>
  typeof service === 'object' ? [{ slug: service.slug, name: service.name }] : []

export const loadServicePage = async (
  req: PayloadRequest,
  { slug }: { slug: string },
): Promise<ServicePageData | null> => {
  const service = await findBySlug(req, 'services', slug)
  if (!service) return null
  return {
    slug: service.slug,
    name: service.name,
    description: service.description,
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
  }
}

/** GET /api/services/page/:slug */
export const servicePageEndpoint = pageEndpoint(['slug'], loadServicePage)
