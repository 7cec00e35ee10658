import { QueryClient, type QueryFunction } from '@tanstack/react-query'

import { apiRequest, type On401, type On404 } from './api-client'

/** SPEC §7: GET to the path made by joining the query key's segments with a slash. */
export const keyToPath = (queryKey: readonly unknown[]): string => queryKey.map(String).join('/')

export const getQueryFn =
  <T>({ on401 = 'throw', on404 = 'throw' }: { on401?: On401; on404?: On404 } = {}): QueryFunction<T | null> =>
  ({ queryKey, signal }) =>
    on401 === 'returnNull' || on404 === 'returnNull'
      ? apiRequest<T>(keyToPath(queryKey), { signal, on401, on404 })
      : apiRequest<T>(keyToPath(queryKey), { signal })

/** SPEC §9: no automatic retry, no refetch on window focus, no polling, data never stale. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
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
