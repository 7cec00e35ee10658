import { queryOptions } from '@tanstack/react-query'
import { useRouteQueryData } from '@/hooks/use-route-query-data'

import { draftQuery } from '@/lib/preview'
import { getQueryFn } from '@/lib/query-client'

import type { LocationPageData } from '@contracts/public-pages'

export type LocationPageParams = { state: string; city: string; service: string }

/** A location page with its nearby cities, local contractors and related services; null when there is no such page. */
export const locationPageQueryOptions = ({ state, city, service }: LocationPageParams, draft = false) =>
  queryOptions<LocationPageData | null>({
    // Kept for the visit: the page reads it without an observer (hooks/use-route-query-data.ts).
    gcTime: Infinity,
    queryKey: [
      `/api/city-pages/page/${[state, city, service].map(encodeURIComponent).join('/')}${draftQuery(draft)}`,
    ],
    queryFn: getQueryFn<LocationPageData>({ on404: 'returnNull' }),
  })

export const useLocationPage = (params: LocationPageParams, draft: boolean) =>
  useRouteQueryData(locationPageQueryOptions(params, draft).queryKey)
