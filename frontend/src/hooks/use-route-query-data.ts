import { type InferDataFromTag, type QueryKey, useQueryClient } from '@tanstack/react-query'

/**
 * The data of a query that its route's loader fetched (`queryClient.fetchQuery`, so an entry the dashboard
 * invalidated is fetched again), read from TanStack Query's cache by the page that shows it. The router renders the
 * page only once the loader is done, and the public queries keep their data for the visit (`gcTime: Infinity`), so
 * the data is always there and nothing needs to suspend. A query observer (useSuspenseQuery) would have nothing to
 * refresh, since public data never goes stale (SPEC §9), and its code costs each page that reads data about 2.5 KB
 * of the 100 KB script budget (measured with it: the home page 104.8 KB, the location page 103.6 KB).
 */
export const useRouteQueryData = <TQueryKey extends QueryKey>(
  queryKey: TQueryKey,
): InferDataFromTag<unknown, TQueryKey> => {
  const data = useQueryClient().getQueryData<unknown, TQueryKey>(queryKey)
  if (data === undefined) throw new Error(`The route's loader did not fetch ${String(queryKey[0])}`)
  return data
}
