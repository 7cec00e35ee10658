import { QueryClient, type QueryFunction } from '@tanstack/react-query'

import { apiRequest, type On401, type On404 } from './api-client'

/** SPEC §7: GET to the path made by joining the query key's segments with a slash. */
export const keyToPath = (queryKey: readonly unknown[]): string => queryKey.map(String).join('/')

/**
 * Headers a query client's requests carry besides the browser's own: on the server, the credentials of the one
 * visitor whose preview it renders (entry-server.tsx). Kept per client: the server renders many pages at once.
 */
const requestHeaders = new WeakMap<QueryClient, Record<string, string>>()

export const getQueryFn =
  <T>({ on401 = 'throw', on404 = 'throw' }: { on401?: On401; on404?: On404 } = {}): QueryFunction<T | null> =>
  ({ queryKey, signal, client }) => {
    const headers = requestHeaders.get(client)
    return on401 === 'returnNull' || on404 === 'returnNull'
      ? apiRequest<T>(keyToPath(queryKey), { signal, headers, on401, on404 })
      : apiRequest<T>(keyToPath(queryKey), { signal, headers })
  }

/** SPEC §9: no automatic retry, no refetch on window focus, no polling, data never stale. */
export const createQueryClient = ({ headers }: { headers?: Record<string, string> } = {}): QueryClient => {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  })
  if (headers) requestHeaders.set(client, headers)
  return client
}
