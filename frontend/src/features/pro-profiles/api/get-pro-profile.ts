import { queryOptions } from '@tanstack/react-query'

import { useRouteQueryData } from '@/hooks/use-route-query-data'
import { getQueryFn } from '@/lib/query-client'

import type { ProProfilePageData } from '@contracts/public-pages'

/** A contractor's profile with one page of its reviews; null when it has no profile (or no such page of reviews). */
export const proProfileQueryOptions = (slug: string, page: number) =>
  queryOptions<ProProfilePageData | null>({
    // Kept for the visit: the page reads it without an observer (hooks/use-route-query-data.ts).
    gcTime: Infinity,
    queryKey: [`/api/contractors/page/${encodeURIComponent(slug)}${page > 1 ? `?page=${page}` : ''}`],
    queryFn: getQueryFn<ProProfilePageData>({ on404: 'returnNull' }),
  })

export const useProProfile = (slug: string, page: number) =>
  useRouteQueryData(proProfileQueryOptions(slug, page).queryKey)
