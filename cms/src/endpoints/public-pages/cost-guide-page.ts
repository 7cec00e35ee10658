import type { CostGuidePageData } from '../../contracts/public-pages'
import { richTextToHtml } from '../../rich-text/to-html'
import { responsiveImage } from '../../media/responsive-image'
import { slugPageEndpoint } from './page-endpoint'
import { pageMeta } from './page-meta'

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
  }),
)
