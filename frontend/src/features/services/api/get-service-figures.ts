import { queryOptions } from '@tanstack/react-query'
import type { LoaderFunction } from 'react-router'

import { useRouteQueryData } from '@/hooks/use-route-query-data'
import type { Paginated } from '@/lib/payload'
import { queryClientOf } from '@/lib/router-context'
import type { Service } from '@/types/payload'

/** A service's own price range and typical duration, as its page shows them. */
export type ServiceFigures = Pick<Service, 'slug' | 'priceLow' | 'priceHigh' | 'durationLow' | 'durationHigh'>

/** More than a site offers: "all of them". */
const ALL_SERVICES = 100

/**
 * Every published service's figures, for the wizard's start step to show those of the service the visitor chose
 * (known only in the browser, from session storage, so all of them come with the page).
 */
export const serviceFiguresQueryOptions = () =>
  queryOptions<Paginated<ServiceFigures>>({
    gcTime: Infinity,
    queryKey: [
      `/api/services?where[_status][equals]=published&limit=${ALL_SERVICES}&pagination=false&sort=sortOrder&depth=0` +
        '&select[slug]=true&select[priceLow]=true&select[priceHigh]=true' +
        '&select[durationLow]=true&select[durationHigh]=true',
    ],
  })

export const useServiceFigures = () => useRouteQueryData(serviceFiguresQueryOptions().queryKey).docs

export const serviceFiguresLoader: LoaderFunction = async (args) => {
  await queryClientOf(args).fetchQuery(serviceFiguresQueryOptions())
  return null
}
