import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useMatches } from 'react-router'

import type { QuoteIntent } from '@/config/paths'

/**
 * A route's `handle.quoteIntent`: the quotes its page is about (a service page's service, a location page's service and
 * ZIP code), so that the header's call to action on that page starts the wizard with them too. It reads the page's
 * data from the query client it is given: the server's routes serve every request, each with its own client.
 */
export type QuoteIntentHandle<Data = unknown> = {
  quoteIntent: (args: {
    data: Data
    params: Record<string, string | undefined>
    queryClient: QueryClient
  }) => QuoteIntent | undefined
}

const hasQuoteIntent = (handle: unknown): handle is QuoteIntentHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  typeof (handle as QuoteIntentHandle).quoteIntent === 'function'

/** What the deepest matched route knows of the visitor's quotes; nothing on pages about no service. */
export const usePageQuoteIntent = (): QuoteIntent | undefined => {
  const queryClient = useQueryClient()
  const match = [...useMatches()].reverse().find((candidate) => hasQuoteIntent(candidate.handle))
  return match && hasQuoteIntent(match.handle)
    ? match.handle.quoteIntent({ data: match.data, params: match.params, queryClient })
    : undefined
}
