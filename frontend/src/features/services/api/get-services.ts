import { queryOptions } from '@tanstack/react-query'

import { useLoadedQuery } from '@/hooks/use-loaded-query'
import type { Paginated } from '@/lib/payload'
import type { Service } from '@/types/payload'

/** All services in their display order (12 on a fresh install). */
export const servicesQueryOptions = () =>
  queryOptions<Paginated<Service>>({ queryKey: ['/api/services?limit=100&sort=sortOrder&depth=0'] })

export const useServices = () => useLoadedQuery(servicesQueryOptions()).docs
