import { queryOptions } from '@tanstack/react-query'
import { useRouteQueryData } from '@/hooks/use-route-query-data'

import { draftQuery } from '@/lib/preview'
import { getQueryFn } from '@/lib/query-client'

import type { ArticlePageData } from '@contracts/public-pages'

/** A published article's page, with its body as HTML; null when none is published under the slug. */
export const articlePageQueryOptions = (slug: string, draft = false) =>
  queryOptions<ArticlePageData | null>({
    // Kept for the visit: the page reads it without an observer (hooks/use-route-query-data.ts).
    gcTime: Infinity,
    queryKey: [`/api/articles/page/${encodeURIComponent(slug)}${draftQuery(draft)}`],
    queryFn: getQueryFn<ArticlePageData>({ on404: 'returnNull' }),
  })

export const useArticlePage = (slug: string, draft: boolean) =>
  useRouteQueryData(articlePageQueryOptions(slug, draft).queryKey)
