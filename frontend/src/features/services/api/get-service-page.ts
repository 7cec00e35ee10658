import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

import { getQueryFn } from '@/lib/query-client'

import type { ServicePageData } from '@contracts/public-pages'

/** A service's page: its record with the overview as HTML; null when no service has the slug. */
export const servicePageQueryOptions = (slug: string) =>
  queryOptions<ServicePageData | null>({
    queryKey: [`/api/services/page/${encodeURIComponent(slug)}`],
    queryFn: getQueryFn<ServicePageData>({ on404: 'returnNull' }),
  })

export const useServicePage = (slug: string) => useSuspenseQuery(servicePageQueryOptions(slug)).data
