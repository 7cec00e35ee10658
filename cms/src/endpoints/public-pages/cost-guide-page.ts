import type { PayloadRequest } from 'payload'

import type { CostGuidePageData } from '../../contracts/public-pages'
import type { CostGuide } from '../../payload-types'
import { richTextToHtml } from './rich-text-html'
import { responsiveImage } from '../../collections/Media/responsive-image'
import { slugPageEndpoint } from './page-endpoint'
import { pageMeta } from './page-meta'

/** The guide's service as the public may see it: a draft or deleted one starts no wizard. */
const publishedServiceSlug = async (req: PayloadRequest, service: CostGuide['service']) => {
  const id = typeof service === 'object' && service !== null ? service.id : service
  if (!id) return null
  const { docs } = await req.payload.find({
    collection: 'services',
    where: { id: { equals: id } },
    select: { slug: true },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0]?.slug ?? null
}

/** GET /api/cost-guides/page/:slug */
export const costGuidePageEndpoint = slugPageEndpoint(
  'cost-guides',
  async (guide, req): Promise<CostGuidePageData> => ({
    slug: guide.slug,
    title: guide.title,
    excerpt: guide.excerpt,
    heroImage: responsiveImage(guide.heroImage),
    author: guide.author,
    publishedAt: guide.publishedAt,
    costTiers: (guide.costTiers ?? []).map((tier) => ({
      name: tier.name,
      low: tier.low,
      average: tier.average,
      high: tier.high,
      openEnded: Boolean(tier.openEnded),
    })),
    bodyHtml: richTextToHtml(guide.body),
    meta: await pageMeta(req, guide, guide.heroImage),
    serviceSlug: await publishedServiceSlug(req, guide.service),
  }),
)
