import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

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
    queryKey: [
      `/api/articles?where[published][equals]=true&sort=-publishedAt&limit=${ARTICLES_PER_PAGE}&page=${page}` +
        '&depth=0&select[title]=true&select[slug]=true&select[excerpt]=true&select[author]=true' +
        '&select[publishedAt]=true&select[tags]=true',
    ],
  })

export const useArticles = (page: number) => useSuspenseQuery(articlesQueryOptions(page)).data
