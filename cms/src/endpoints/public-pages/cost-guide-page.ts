import type { PayloadRequest } from 'payload'

import type { CostGuidePageData } from '../../contracts/public-pages'
import { richTextToHtml } from '../../rich-text/to-html'
import { findBySlug, pageEndpoint } from './page-endpoint'

export const loadCostGuidePage = async (
  req: PayloadRequest,
  { slug }: { slug: string },
): Promise<CostGuidePageData | null> => {
  const guide = await findBySlug(req, 'cost-guides', slug)
  if (!guide) return null
  return {
    slug: guide.slug,
    title: guide.title,
    excerpt: guide.excerpt,
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
  }
}

/** GET /api/cost-guides/page/:slug */
export const costGuidePageEndpoint = pageEndpoint(['slug'], loadCostGuidePage)
