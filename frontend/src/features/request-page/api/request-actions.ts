import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

import {
  homeownerChoiceSchema,
  type HomeownerChoiceInput,
  type RequestPageData,
} from '@contracts/request-page'

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

/**
 * The homeowner hires one of their contractors, or says one is not for them. The answer is the page as it now is;
 * a refusal (someone hired meanwhile, in another tab) reloads the page, so it shows what stands.
 */
export const useHomeownerChoice = (token: string) => {
  const queryClient = useQueryClient()
  const { queryKey } = requestPageQueryOptions(token)
  return useMutation({
    mutationFn: (input: HomeownerChoiceInput) =>
      apiRequest<RequestPageData>(`/api/requests/${encodeURIComponent(token)}/choice`, {
        method: 'POST',
        body: homeownerChoiceSchema.parse(input),
      }),
    onSuccess: (page) => queryClient.setQueryData(queryKey, page),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  })
}
