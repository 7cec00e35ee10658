import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

import type { RequestPageData } from '@contracts/request-page'

import { requestPageQueryOptions } from './get-request-page'

export type RequestAction = 'withdraw' | 'deletion-request' | 'rematch'

/**
 * Withdraws the request, asks for the homeowner's data to be deleted, or sends the request to other matching
 * contractors. Each answers with the page as it now is, which replaces the one on screen.
 */
export const useRequestAction = (token: string, action: RequestAction) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest<RequestPageData>(`/api/requests/${encodeURIComponent(token)}/${action}`, {
        method: 'POST',
        // The endpoint takes JSON only (it keeps other sites' forms out), so there is a body, empty as it is.
        body: {},
      }),
    onSuccess: (page) => queryClient.setQueryData(requestPageQueryOptions(token).queryKey, page),
  })
}
