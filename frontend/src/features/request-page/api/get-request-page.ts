import { queryOptions, useQuery } from '@tanstack/react-query'

import { ApiError } from '@/lib/api-client'
import { getQueryFn } from '@/lib/query-client'

import type { RequestPageData } from '@contracts/request-page'

/** What a request link opens: the page, 'deleted' when its request was deleted (410), or null when nothing (404). */
export type RequestPageResult = RequestPageData | 'deleted' | null

const fetchPage = getQueryFn<RequestPageData>({ on404: 'returnNull' })

/** A homeowner's request page by its link's token. */
export const requestPageQueryOptions = (token: string) =>
  queryOptions<RequestPageResult>({
    queryKey: [`/api/requests/${encodeURIComponent(token)}`],
    queryFn: async (context) => {
      try {
        return await fetchPage(context)
      } catch (error) {
        if (error instanceof ApiError && error.status === 410) return 'deleted'
        throw error
      }
    },
  })

/** The page as its loader fetched it, and as each action's answer replaces it. */
export const useRequestPage = (token: string): RequestPageResult =>
  useQuery(requestPageQueryOptions(token)).data ?? null
