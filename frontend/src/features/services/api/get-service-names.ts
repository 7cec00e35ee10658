import { queryOptions } from '@tanstack/react-query'
import type { LoaderFunction } from 'react-router'

import { useRouteQueryData } from '@/hooks/use-route-query-data'
import type { Paginated } from '@/lib/payload'
import { queryClientOf } from '@/lib/router-context'
import type { Service } from '@/types/payload'

export type ServiceName = Pick<Service, 'id' | 'name' | 'slug'>

/**
 * All published services in their display order, names only: what the quote form in a page's hero offers. The
 * pages that show no service cards embed this rather than the cards' descriptions, icons and pictures.
 */
export const serviceNamesQueryOptions = () =>
  queryOptions<Paginated<ServiceName>>({
    // Kept for the visit: the page reads it without an observer (hooks/use-route-query-data.ts).
    gcTime: Infinity,
    queryKey: [
      '/api/services?where[_status][equals]=published&limit=100&pagination=false&sort=sortOrder&depth=0' +
        '&select[name]=true&select[slug]=true',
    ],
  })

export const useServiceNames = () => useRouteQueryData(serviceNamesQueryOptions().queryKey).docs

export const serviceNamesLoader: LoaderFunction = async (args) => {
  await queryClientOf(args).fetchQuery(serviceNamesQueryOptions())
  return null
}
