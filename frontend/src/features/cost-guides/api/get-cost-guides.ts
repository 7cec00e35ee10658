import { queryOptions } from '@tanstack/react-query'
import { useRouteQueryData } from '@/hooks/use-route-query-data'
import type { LoaderFunction } from 'react-router'

import type { Paginated } from '@/lib/payload'
import { queryClientOf } from '@/lib/router-context'
import type { CostGuide } from '@/types/payload'

export type CostGuideSummary = Pick<CostGuide, 'id' | 'title' | 'slug' | 'excerpt' | 'publishedAt'>

/** Every published guide for the list (never a draft, whoever asks), with only what its cards show. */
export const costGuidesQueryOptions = () =>
  queryOptions<Paginated<CostGuideSummary>>({
    // Kept for the visit: the page reads it without an observer (hooks/use-route-query-data.ts).
    gcTime: Infinity,
    queryKey: [
      '/api/cost-guides?where[_status][equals]=published&limit=100&pagination=false&sort=publishedAt&depth=0' +
        '&select[title]=true&select[slug]=true&select[excerpt]=true&select[publishedAt]=true',
    ],
  })

export const useCostGuides = () => useRouteQueryData(costGuidesQueryOptions().queryKey).docs

/** The cost guides list's loader: the guides are in the cache before the page renders. */
export const costGuidesLoader: LoaderFunction = async (args) => {
  await queryClientOf(args).fetchQuery(costGuidesQueryOptions())
  return null
}
