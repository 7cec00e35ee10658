import { queryOptions } from '@tanstack/react-query'

import { useLoadedQuery } from '@/hooks/use-loaded-query'
import type { Paginated } from '@/lib/payload'
import type { CostGuide } from '@/types/payload'

export const costGuidesQueryOptions = () =>
  queryOptions<Paginated<CostGuide>>({
    queryKey: ['/api/cost-guides?limit=100&sort=publishedAt&depth=0&select[body]=false'],
  })

export const useCostGuides = () => useLoadedQuery(costGuidesQueryOptions()).docs

export const costGuideQueryOptions = (slug: string) =>
  queryOptions<Paginated<CostGuide>>({
    queryKey: [`/api/cost-guides?where[slug][equals]=${encodeURIComponent(slug)}&limit=1&depth=0`],
  })
