import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { LoaderFunction } from 'react-router-dom'

import type { Paginated } from '@/lib/payload'
import type { Service } from '@/types/payload'

/** What the public pages show of a service; the other fields stay out of each page's embedded query state. */
export type ServiceSummary = Pick<Service, 'id' | 'name' | 'slug' | 'description' | 'icon' | 'image'>

/** All services in their display order (12 on a fresh install), with only the fields the pages show. */
export const servicesQueryOptions = () =>
  queryOptions<Paginated<ServiceSummary>>({
    queryKey: [
      '/api/services?limit=100&sort=sortOrder&depth=0' +
        '&select[name]=true&select[slug]=true&select[description]=true&select[icon]=true&select[image]=true',
    ],
  })

export const useServices = () => useSuspenseQuery(servicesQueryOptions()).data.docs

/** The loader of every page that lists the services: they are in the cache before the page renders. */
export const servicesLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(servicesQueryOptions())
    return null
  }
