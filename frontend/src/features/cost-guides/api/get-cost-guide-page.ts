import { queryOptions } from '@tanstack/react-query'
import { useRouteQueryData } from '@/hooks/use-route-query-data'

import { draftQuery } from '@/lib/preview'
import { getQueryFn } from '@/lib/query-client'

import type { CostGuidePageData } from '@contracts/public-pages'

/** A cost guide's page: its record with the body as HTML; null when no guide has the slug. */
export const costGuidePageQueryOptions = (slug: string, draft = false) =>
  queryOptions<CostGuidePageData | null>({
    // Kept for the visit: the page reads it without an observer (hooks/use-route-query-data.ts).
    gcTime: Infinity,
    queryKey: [`/api/cost-guides/page/${encodeURIComponent(slug)}${draftQuery(draft)}`],
    queryFn: getQueryFn<CostGuidePageData>({ on404: 'returnNull' }),
  })

export const useCostGuidePage = (slug: string, draft: boolean) =>
  useRouteQueryData(costGuidePageQueryOptions(slug, draft).queryKey)
