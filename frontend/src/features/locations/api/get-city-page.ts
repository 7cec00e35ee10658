import { queryOptions } from '@tanstack/react-query'

import { useLoadedQuery } from '@/hooks/use-loaded-query'
import type { Paginated } from '@/lib/payload'
import type { CityPage } from '@/types/payload'

export type LocationParams = { state: string; city: string; service: string }

export const cityPageQueryOptions = ({ state, city, service }: LocationParams) =>
  queryOptions<Paginated<CityPage>>({
    queryKey: [
      `/api/city-pages?where[state][equals]=${encodeURIComponent(state)}` +
        `&where[city][equals]=${encodeURIComponent(city)}` +
        `&where[service.slug][equals]=${encodeURIComponent(service)}&limit=1&depth=1`,
    ],
  })

/** The location's CMS record, or undefined when none exists (the page then shows the spec's defaults). */
export const useCityPage = (params: LocationParams) => useLoadedQuery(cityPageQueryOptions(params)).docs[0]
