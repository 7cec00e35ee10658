import { queryOptions } from '@tanstack/react-query'

import { useLoadedQuery } from '@/hooks/use-loaded-query'
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

export const useServices = () => useLoadedQuery(servicesQueryOptions()).docs
