import { useLocation, useParams } from 'react-router'

import type { RouteModule } from '@/app/lazy-routes'
import { NotFound, notFoundStatus } from '@/components/layout/not-found'
import { notFoundHead, type HeadHandle } from '@/components/seo/head'
import { articleImageOf, organizationOf } from '@/components/seo/structured-data'
import { GetQuotesLink } from '@/components/ui/get-quotes-link'
import { Link } from '@/components/ui/link'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { RichText } from '@/components/ui/rich-text'
import { paths } from '@/config/paths'
import { articlePageQueryOptions, useArticlePage } from '@/features/articles/api/get-article-page'
import { TagList } from '@/components/ui/tag-list'
import { formatLongDate } from '@/lib/format-date'
import { asksForDraft, isPreview, type DetailLoaderData } from '@/lib/preview'
import { queryClientOf } from '@/lib/router-context'

const slugOf = (params: Record<string, string | undefined>): string => params['slug'] ?? ''

const ArticleDetailPage = () => {
  const draft = isPreview(useLocation().search)
  const article = useArticlePage(slugOf(useParams()), draft)
  if (!article) return <NotFound />
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <p>
        <Link
          to={paths.articles}
          className="inline-block py-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          ← All articles
        </Link>
      </p>
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
        <p className="mt-4 flex flex-wrap gap-x-2 text-sm text-slate-600">
          <span>By {article.author}</span>
          {article.publishedAt ? (
            <>
              <span aria-hidden="true">·</span>
              <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
            </>
          ) : null}
          <span aria-hidden="true">·</span>
          <span>{article.readingMinutes} min read</span>
        </p>
        {article.reviewer ? (
          <p className="mt-1 text-sm text-slate-600">Reviewed by {article.reviewer}</p>
        ) : null}
        <TagList tags={article.tags} className="mt-4" />
        <p className="mt-6 text-lg leading-8 text-slate-700">{article.excerpt}</p>
      </header>

      {article.heroImage ? (
        <ResponsiveImage
          image={article.heroImage}
          sizes="(min-width: 768px) 44rem, 100vw"
          priority
          className="mt-10 h-auto w-full rounded-xl"
        />
      ) : null}

      {article.bodyHtml ? <RichText html={article.bodyHtml} className="mt-10" /> : null}

      <section aria-labelledby="article-cta" className="mt-12 rounded-lg bg-brand-50 p-6 sm:p-8">
        <h2 id="article-cta" className="text-2xl font-bold text-slate-900">
          Ready for Real Quotes?
        </h2>
        <p className="mt-3 leading-7 text-slate-700">
          Compare up to three bids from pre-screened local contractors. It is free, with no obligation to
          hire.
        </p>
        <GetQuotesLink className="mt-6" />
      </section>
    </article>
  )
}

export const route: RouteModule = {
  loader: async (args) => {
    const { params, request } = args
    const loaded: DetailLoaderData = { draft: asksForDraft(request) }
    const article = await queryClientOf(args).fetchQuery(
      articlePageQueryOptions(slugOf(params), loaded.draft),
    )
    return article ? loaded : notFoundStatus(loaded)
  },
  handle: {
    head: ({ data, params, origin, site, queryClient }) => {
      const slug = slugOf(params)
      const article = queryClient.getQueryData(articlePageQueryOptions(slug, data.draft).queryKey)
      if (!article) return notFoundHead(site)
      const url = origin + paths.article(slug)
      const { meta } = article
      return {
        title: `${article.title} | ${site.companyName}`,
        description: article.excerpt,
        meta,
        path: paths.article(slug),
        type: 'article',
        jsonLd: import.meta.env.SSR
          ? [
              {
                '@context': 'https://schema.org',
                '@type': 'Article',
                headline: article.title,
                description: meta.description ?? article.excerpt,
                image: articleImageOf(meta.image, site, origin),
                ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
                dateModified: article.updatedAt,
                url,
                mainEntityOfPage: url,
                author: { '@type': 'Person', name: article.author },
                ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
                publisher: organizationOf(site, origin),
              },
            ]
          : undefined,
      }
    },
  } satisfies HeadHandle<DetailLoaderData>,
  Component: ArticleDetailPage,
}
