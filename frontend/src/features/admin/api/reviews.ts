import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { ModerationInput } from '@contracts/reviews'
import { apiRequest } from '@/lib/api-client'
import type { Review } from '@/types/payload'

import { invalidateCollection } from './collection'

/** What the moderation endpoint answers: the review's decision and its whole record. */
export type ModeratedReview = Pick<Review, 'id' | 'status' | 'publishedAt' | 'rejectionReason' | 'moderation'>

/** Publishes a review or rejects it for a policy reason; the lists are read again once the server has it. */
export const useModerateReview = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ModerationInput }) =>
      apiRequest<ModeratedReview>(`/api/reviews/${id}/moderation`, { method: 'POST', body: decision }),
    onSuccess: () => invalidateCollection(queryClient, 'reviews'),
  })
}
