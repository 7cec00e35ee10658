import { queryOptions } from '@tanstack/react-query'

import { useLoadedQuery } from '@/hooks/use-loaded-query'
import type { Paginated } from '@/lib/payload'
import type { CostGuide } from '@/types/payload'

export type CostGuideSummary = Pick<CostGuide, 'id' | 'title' | 'slug' | 'excerpt' | 'publishedAt'>

/** Every guide for the list, with only what its cards show. */
export const costGuidesQueryOptions = () =>
  queryOptions<Paginated<CostGuideSummary>>({
    queryKey: [
      '/api/cost-guides?limit=100&sort=publishedAt&depth=0' +
        '&select[title]=true&select[slug]=true&select[excerpt]=true&select[publishedAt]=true',
    ],
  })

export const useCostGuides = () => useLoadedQuery(costGuidesQueryOptions()).docs
