import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

import { getQueryFn } from '@/lib/query-client'

import type { CostGuidePageData } from '@contracts/public-pages'

/** A cost guide's page: its record with the body as HTML; null when no guide has the slug. */
export const costGuidePageQueryOptions = (slug: string) =>
  queryOptions<CostGuidePageData | null>({
    queryKey: [`/api/cost-guides/page/${encodeURIComponent(slug)}`],
    queryFn: getQueryFn<CostGuidePageData>({ on404: 'returnNull' }),
  })

export const useCostGuidePage = (slug: string) => useSuspenseQuery(costGuidePageQueryOptions(slug)).data
