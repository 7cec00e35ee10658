import { useMemo } from 'react'

import type { Service } from '@/types/payload'

import { useCollection } from './collection'

/** Every service (12 on a fresh install), for filters and for naming the ids that lists hold. */
export const useAllServices = () => useCollection('services', { limit: 100, sort: 'sortOrder' })

export const useServiceById = (): Map<string, Service> => {
  const { data } = useAllServices()
  return useMemo(() => new Map((data?.docs ?? []).map((service) => [service.id, service])), [data])
}
