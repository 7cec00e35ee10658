import type { ArticlePageData } from '../../contracts/public-pages'
import { readingMinutes, richTextToHtml } from './rich-text-html'
import { responsiveImage } from '../../collections/Media/responsive-image'
import { slugPageEndpoint } from './page-endpoint'
import { pageMeta } from './page-meta'

/**
 * GET /api/articles/page/:slug: a published article; an unpublished one has no public page (page-endpoint.ts).
 */
export const articlePageEndpoint = slugPageEndpoint(
  'articles',
  async (article, req): Promise<ArticlePageData> => ({
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    heroImage: responsiveImage(article.heroImage),
    author: article.author,
    reviewer: article.reviewer ?? null,
    publishedAt: article.publishedAt ?? null,
    updatedAt: article.updatedAt,
    tags: article.tags ?? [],
    readingMinutes: readingMinutes(article.body),
    bodyHtml: richTextToHtml(article.body),
    meta: await pageMeta(req, article, article.heroImage),
  }),
)
