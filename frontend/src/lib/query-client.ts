import type { ApiFetch } from '@contracts/server-render'
import { QueryClient, type QueryFunction } from '@tanstack/react-query'

import { apiRequest, type On401, type On404 } from './api-client'

/** The default query: GET to the path made by joining the query key's segments with a slash. */
export const keyToPath = (queryKey: readonly unknown[]): string => queryKey.map(String).join('/')

/**
 * How a query client's requests reach the API when not by the browser's `fetch`: on the server, the API in its own
 * process, and the credentials of the one visitor whose preview it renders (entry-server.tsx). Kept per client, not
 * per process: the server renders many pages at once, each with its own.
 */
type ServerApi = { fetchApi?: ApiFetch; headers?: Record<string, string> }
const serverApis = new WeakMap<QueryClient, ServerApi>()

export const getQueryFn =
  <T>({ on401 = 'throw', on404 = 'throw' }: { on401?: On401; on404?: On404 } = {}): QueryFunction<T | null> =>
  ({ queryKey, signal, client }) => {
    const { fetchApi, headers } = serverApis.get(client) ?? {}
    return on401 === 'returnNull' || on404 === 'returnNull'
      ? apiRequest<T>(keyToPath(queryKey), { signal, headers, fetchApi, on401, on404 })
      : apiRequest<T>(keyToPath(queryKey), { signal, headers, fetchApi })
  }

/** No automatic retry, no refetch on window focus, no polling, data never stale: a page shows what it loaded. */
export const createQueryClient = (serverApi: ServerApi = {}): QueryClient => {
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
  serverApis.set(client, serverApi)
  return client
}
