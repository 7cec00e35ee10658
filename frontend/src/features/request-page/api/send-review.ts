import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

import type { RequestPageData } from '@contracts/request-page'
import { reviewSchema, type ReviewInput } from '@contracts/reviews'

import { requestPageQueryOptions } from './get-request-page'

/**
 * The homeowner's review of a contractor they hired, checked by the same schema as on the server. The answer is the
 * page as it now is, with the review pending, which replaces the one on screen.
 */
export const useSendReview = (token: string, referralId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      apiRequest<RequestPageData>(
        `/api/requests/${encodeURIComponent(token)}/referrals/${encodeURIComponent(referralId)}/review`,
        { method: 'POST', body: reviewSchema.parse(input) },
      ),
    onSuccess: (page) => queryClient.setQueryData(requestPageQueryOptions(token).queryKey, page),
  })
}
