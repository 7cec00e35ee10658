import { type InferDataFromTag, type QueryKey, useQueryClient } from '@tanstack/react-query'

/**
 * The data of a query that its route's loader fetched (`queryClient.fetchQuery`, so an entry the dashboard
 * invalidated is fetched again), read from TanStack Query's cache by the page that shows it. The router renders the
 * page only once the loader is done, and the public queries keep their data for the visit (`gcTime: Infinity`), so
 * the data is always there and nothing needs to suspend. A query observer (useSuspenseQuery) would have nothing to
 * refresh, since public data never goes stale (lib/query-client.ts), and its code would cost each page that reads
 * data a share of the script budget (docs/decisions/0023-route-query-data.md).
 */
export const useRouteQueryData = <TQueryKey extends QueryKey>(
  queryKey: TQueryKey,
): InferDataFromTag<unknown, TQueryKey> => {
  const data = useQueryClient().getQueryData<unknown, TQueryKey>(queryKey)
  if (data === undefined) throw new Error(`The route's loader did not fetch ${String(queryKey[0])}`)
  return data
}
