import { queryOptions, useQuery } from '@tanstack/react-query'

import { getQueryFn } from '@/lib/query-client'

import type { RequestPageData } from '@contracts/request-page'

/** A homeowner's request page by its link's token; null when the link opens nothing (the page is then a 404). */
export const requestPageQueryOptions = (token: string) =>
  queryOptions<RequestPageData | null>({
    queryKey: [`/api/requests/${encodeURIComponent(token)}`],
    queryFn: getQueryFn<RequestPageData>({ on404: 'returnNull' }),
  })

/** The page as its loader fetched it, and as each action's answer replaces it. */
export const useRequestPage = (token: string): RequestPageData | null =>
  useQuery(requestPageQueryOptions(token)).data ?? null
