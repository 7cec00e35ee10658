import { useMutation } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

import type { QuoteRequest } from '@contracts/quote-request'
import type { QuoteRequestAccepted } from '@contracts/quote-request-response'

/** Submitting takes about a second even when the server is quicker, so the step reads as deliberate. */
export const MIN_SUBMIT_DURATION_MS = 1000

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export const submitQuoteRequest = async (request: QuoteRequest): Promise<QuoteRequestAccepted> => {
  const [answer] = await Promise.allSettled([
    apiRequest<QuoteRequestAccepted>('/api/quote-requests', { method: 'POST', body: request }),
    wait(MIN_SUBMIT_DURATION_MS),
  ])
  if (answer.status === 'rejected') throw answer.reason
  return answer.value
}

export const useSubmitQuoteRequest = () => useMutation({ mutationFn: submitQuoteRequest })
