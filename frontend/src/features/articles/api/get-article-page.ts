import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

import { getQueryFn } from '@/lib/query-client'

import type { ArticlePageData } from '@contracts/public-pages'

/** A published article's page, with its body as HTML; null when none is published under the slug. */
export const articlePageQueryOptions = (slug: string) =>
  queryOptions<ArticlePageData | null>({
    queryKey: [`/api/articles/page/${encodeURIComponent(slug)}`],
    queryFn: getQueryFn<ArticlePageData>({ on404: 'returnNull' }),
  })

export const useArticlePage = (slug: string) => useSuspenseQuery(articlePageQueryOptions(slug)).data
