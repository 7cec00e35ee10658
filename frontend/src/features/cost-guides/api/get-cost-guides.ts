import { queryOptions } from '@tanstack/react-query'

import { useLoadedQuery } from '@/hooks/use-loaded-query'
import type { Paginated } from '@/lib/payload'
import type { CostGuide } from '@/types/payload'

export const costGuidesQueryOptions = () =>
  queryOptions<Paginated<CostGuide>>({
    queryKey: ['/api/cost-guides?limit=100&sort=publishedAt&depth=0&select[body]=false'],
  })

export const useCostGuides = () => useLoadedQuery(costGuidesQueryOptions()).docs

/**
 * The guide behind a guide page, for its meta description: only its excerpt is read, so only that is asked for, and
 * the body (several KB of rich text) stays out of the page's embedded query state.
 */
export const costGuideQueryOptions = (slug: string) =>
  queryOptions<Paginated<Pick<CostGuide, 'id' | 'excerpt'>>>({
    queryKey: [
      `/api/cost-guides?where[slug][equals]=${encodeURIComponent(slug)}&limit=1&depth=0&select[excerpt]=true`,
    ],
  })
