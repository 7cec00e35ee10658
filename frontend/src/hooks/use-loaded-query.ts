import { type EnsureQueryDataOptions, type QueryKey, useQueryClient } from '@tanstack/react-query'

/**
 * The data of a query that the route's loader has put in the cache (ensureQueryData), for pages that only show it.
 * Public data is never stale (SPEC §9), so a query observer (useSuspenseQuery) would have nothing to refresh, and
 * reading the cache spares every public page the observer's code. When the entry is gone (garbage-collected) or
 * invalidated (the dashboard changed its collection), the page suspends while it is fetched again, as it would with
 * useSuspenseQuery.
 */
export const useLoadedQuery = <TData, TQueryKey extends QueryKey>(
  options: EnsureQueryDataOptions<TData, Error, TData, TQueryKey>,
): TData => {
  const queryClient = useQueryClient()
  const state = queryClient.getQueryState<TData, Error>(options.queryKey)
  if (state?.data === undefined || state.isInvalidated) throw queryClient.fetchQuery(options)
  return state.data
}
