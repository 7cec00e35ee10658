import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

import { getQueryFn } from '@/lib/query-client'

import type { LocationPageData } from '@contracts/public-pages'

export type LocationParams = { state: string; city: string; service: string }

/** A city page with its nearby cities, local contractors and related services; null when there is no such page. */
export const locationPageQueryOptions = ({ state, city, service }: LocationParams) =>
  queryOptions<LocationPageData | null>({
    queryKey: [`/api/city-pages/page/${[state, city, service].map(encodeURIComponent).join('/')}`],
    queryFn: getQueryFn<LocationPageData>({ on404: 'returnNull' }),
  })

export const useLocationPage = (params: LocationParams) =>
  useSuspenseQuery(locationPageQueryOptions(params)).data
