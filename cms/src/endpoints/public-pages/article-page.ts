import type { PayloadRequest } from 'payload'

import type { ArticlePageData } from '../../contracts/public-pages'
import { readingMinutes, richTextToHtml } from '../../rich-text/to-html'
import { findBySlug, pageEndpoint } from './page-endpoint'

/** A published article; an unpublished one has no public page, whoever asks (public pages are shared by caches). */
export const loadArticlePage = async (
  req: PayloadRequest,
  { slug }: { slug: string },
): Promise<ArticlePageData | null> => {
  const article = await findBySlug(req, 'articles', slug, [{ published: { equals: true } }])
  if (!article) return null
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    author: article.author,
    reviewer: article.reviewer ?? null,
    publishedAt: article.publishedAt ?? null,
    updatedAt: article.updatedAt,
    tags: article.tags ?? [],
    readingMinutes: readingMinutes(article.body),
    bodyHtml: richTextToHtml(article.body),
  }
}

/** GET /api/articles/page/:slug */
export const articlePageEndpoint = pageEndpoint(['slug'], loadArticlePage)
