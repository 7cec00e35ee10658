import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'

import type { ProReview, ProReviewPage } from '@contracts/pro-reviews'
import type { reviewReplySchema } from '@contracts/reviews'
import { apiRequest } from '@/lib/api-client'

const LIST_PATH = '/api/pro/reviews'

/** A page of the signed-in contractor's published reviews, newest first. */
export const proReviewsQueryOptions = (page: number) =>
  queryOptions<ProReviewPage>({ queryKey: [`${LIST_PATH}?page=${page}`] })

export const useProReviews = (page: number) => useQuery(proReviewsQueryOptions(page))

const isListKey = (key: unknown) => typeof key === 'string' && key.startsWith(`${LIST_PATH}?`)

/** Publishes the contractor's one reply to a review; the answer (the review with it) replaces the card at once. */
export const useReplyToReview = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: z.input<typeof reviewReplySchema> }) =>
      apiRequest<ProReview>(`/api/pro/reviews/${id}/reply`, { method: 'POST', body: reply }),
    onSuccess: (review) => {
      queryClient.setQueriesData<ProReviewPage>(
        { predicate: ({ queryKey }) => isListKey(queryKey[0]) },
        (page) =>
          page && { ...page, reviews: page.reviews.map((item) => (item.id === review.id ? review : item)) },
      )
    },
    // A refusal (a reply already written elsewhere) means the list is out of date.
    onError: () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => isListKey(queryKey[0]) }),
  })
}
