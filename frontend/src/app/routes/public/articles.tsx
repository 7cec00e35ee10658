import { useLoaderData } from 'react-router'

import type { RouteModule } from '@/app/lazy-routes'
import { NotFound, notFoundStatus } from '@/components/layout/not-found'
import { notFoundHead, type HeadHandle } from '@/components/seo/head'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { articlesQueryOptions, useArticles } from '@/features/articles/api/get-articles'
import { ArticleCard } from '@/features/articles/components/article-card'
import { queryClientOf } from '@/lib/router-context'

/** The list's page number from ?page=N: 1 when absent, null when it could not be a page. */
const pageOf = (search: URLSearchParams): number | null => {
  const raw = search.get('page')
  if (raw === null) return 1
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null
}

/** The page of the list the URL names; null (with HTTP 404) when there is no such page. */
type ArticlesLoaderData = { page: number } | null

const ArticleList = ({ page }: { page: number }) => {
  const articles = useArticles(page)
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Articles</h1>
        <p className="mt-4 text-lg leading-8 text-slate-600">
          Practical advice for planning your project, hiring the right contractor and getting a fair price.
        </p>
      </header>

      {articles.docs.length === 0 ? (
        <p className="mt-12 rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-700">
          No articles have been published yet. Please check back soon.
        </p>
      ) : (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.docs.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}

      {articles.totalPages > 1 ? (
        <nav aria-label="Article pages" className="mt-12 flex items-center justify-between gap-4">
          {articles.hasPrevPage ? (
            <Link
              to={paths.articlesPage(page - 1)}
              className="font-semibold text-brand-700 hover:text-brand-900"
            >
              ← Newer articles
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-600">
            Page {page} of {articles.totalPages}
          </p>
          {articles.hasNextPage ? (
            <Link
              to={paths.articlesPage(page + 1)}
              className="font-semibold text-brand-700 hover:text-brand-900"
            >
              Older articles →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  )
}

const ArticlesPage = () => {
  const data = useLoaderData() as ArticlesLoaderData
  return data ? <ArticleList page={data.page} /> : <NotFound />
}

export const route: RouteModule = {
  loader: async (args) => {
    const page = pageOf(new URL(args.request.url).searchParams)
    if (page === null) return notFoundStatus()
    const articles = await queryClientOf(args).fetchQuery(articlesQueryOptions(page))
    // Page 1 exists even with no article (it says so); a later page only while it has articles.
    return page === 1 || page <= articles.totalPages ? { page } : notFoundStatus()
  },
  handle: {
    head: ({ data, site }) =>
      data
        ? {
            title:
              data.page > 1
                ? `Articles, page ${data.page} | ${site.companyName}`
                : `Articles | ${site.companyName}`,
            description:
              'Home improvement advice: how to plan a project, choose and vet a contractor, and compare quotes.',
            path: paths.articlesPage(data.page),
          }
        : notFoundHead(site),
  } satisfies HeadHandle<ArticlesLoaderData>,
  Component: ArticlesPage,
}
