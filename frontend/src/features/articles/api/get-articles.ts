import { queryOptions } from '@tanstack/react-query'
import { useRouteQueryData } from '@/hooks/use-route-query-data'

import type { Paginated } from '@/lib/payload'
import type { Article } from '@/types/payload'

import { ARTICLES_PER_PAGE } from '@contracts/limits'

export type ArticleSummary = Pick<
  Article,
  'id' | 'title' | 'slug' | 'excerpt' | 'author' | 'publishedAt' | 'tags'
>

/** One page of published articles, newest first, without their bodies. */
export const articlesQueryOptions = (page: number) =>
  queryOptions<Paginated<ArticleSummary>>({
    // Kept for the visit: the page reads it without an observer (hooks/use-route-query-data.ts).
    gcTime: Infinity,
    queryKey: [
      `/api/articles?where[_status][equals]=published&sort=-publishedAt&limit=${ARTICLES_PER_PAGE}&page=${page}` +
        '&depth=0&select[title]=true&select[slug]=true&select[excerpt]=true&select[author]=true' +
        '&select[publishedAt]=true&select[tags]=true',
    ],
  })

export const useArticles = (page: number) => useRouteQueryData(articlesQueryOptions(page).queryKey)
