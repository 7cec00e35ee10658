import { useMutation } from '@tanstack/react-query'

import { ApiError, apiRequest } from '@/lib/api-client'

import type { QuoteRequest } from '@contracts/quote-request'
import type { QuoteRequestAccepted, QuoteRequestError } from '@contracts/quote-request-response'

/** SPEC §2: submitting takes about a second even when the server is quicker, so the step reads as deliberate. */
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

const isQuoteRequestError = (value: unknown): value is QuoteRequestError =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as QuoteRequestError).errors) &&
  (value as QuoteRequestError).errors.every((error) => typeof error?.message === 'string')

/** What to tell the visitor: the server's first field message when it sent some, else the error itself. */
export const submitErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError) {
    try {
      const body: unknown = JSON.parse(error.body)
      const first = isQuoteRequestError(body) ? body.errors[0]?.message : undefined
      if (first) return first
    } catch {
      // Not JSON: the "<status>: <body>" message says what went wrong.
    }
  }
  // fetch rejects with a TypeError when the request never got an answer (offline, connection dropped).
  if (error instanceof TypeError) return 'Network error: check your connection and try again.'
  return error instanceof Error ? error.message : String(error)
}

export const useSubmitQuoteRequest = () => useMutation({ mutationFn: submitQuoteRequest })
