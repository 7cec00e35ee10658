import { queryOptions } from '@tanstack/react-query'
import { useRouteQueryData } from '@/hooks/use-route-query-data'

import { draftQuery } from '@/lib/preview'
import { getQueryFn } from '@/lib/query-client'

import type { ServicePageData } from '@contracts/public-pages'

/** A service's page: its record with the overview as HTML; null when no service has the slug. */
export const servicePageQueryOptions = (slug: string, draft = false) =>
  queryOptions<ServicePageData | null>({
    // Kept for the visit: the page reads it without an observer (hooks/use-route-query-data.ts).
    gcTime: Infinity,
    queryKey: [`/api/services/page/${encodeURIComponent(slug)}${draftQuery(draft)}`],
    queryFn: getQueryFn<ServicePageData>({ on404: 'returnNull' }),
  })

export const useServicePage = (slug: string, draft: boolean) =>
  useRouteQueryData(servicePageQueryOptions(slug, draft).queryKey)
