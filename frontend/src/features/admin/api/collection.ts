import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'
import type { Paginated } from '@/lib/payload'
import type {
  Article,
  Contractor,
  CostGuide,
  Lead,
  LocationPage,
  Referral,
  Review,
  Service,
} from '@/types/payload'

/** The collections the dashboard lists, with the document type Payload answers for each. */
export type AdminDocs = {
  leads: Lead
  contractors: Contractor
  services: Service
  referrals: Referral
  reviews: Review
  'cost-guides': CostGuide
  'city-pages': LocationPage
  articles: Article
}
export type AdminCollection = keyof AdminDocs

/** Payload's `select` and `populate`: the fields to read, by name, nested as the documents are. */
type FieldSelection = { readonly [field: string]: boolean | FieldSelection }

export type CollectionQuery = {
  where?: Record<string, unknown>
  page?: number
  limit?: number
  sort?: string
  /** How deep relationships are read as documents; 0 (ids only) unless a list names what it reads of them. */
  depth?: number
  select?: FieldSelection
  populate?: Record<string, FieldSelection>
}

/** A selection in the brackets Payload's REST API reads: `select[lead]=true`, `populate[leads][name]=true`. */
const setBracketed = (params: URLSearchParams, prefix: string, selection: FieldSelection) => {
  for (const [field, value] of Object.entries(selection)) {
    if (typeof value === 'boolean') params.set(`${prefix}[${field}]`, String(value))
    else setBracketed(params, `${prefix}[${field}]`, value)
  }
}

/** A list request to Payload's REST API (`where` as JSON, which it accepts); relationships stay ids by default. */
export const collectionPath = (
  collection: AdminCollection,
  { where, page, limit, sort, depth = 0, select, populate }: CollectionQuery = {},
): string => {
  const params = new URLSearchParams({ depth: String(depth) })
  if (select) setBracketed(params, 'select', select)
  if (populate) setBracketed(params, 'populate', populate)
  if (where) params.set('where', JSON.stringify(where))
  if (page) params.set('page', String(page))
  if (limit) params.set('limit', String(limit))
  if (sort) params.set('sort', sort)
  return `/api/${collection}?${params.toString()}`
}

export const collectionQueryOptions = <C extends AdminCollection>(
  collection: C,
  query: CollectionQuery = {},
) => queryOptions<Paginated<AdminDocs[C]>>({ queryKey: [collectionPath(collection, query)] })

/** One page of a collection; while the next page loads, the current one stays on screen. */
export const useCollection = <C extends AdminCollection>(collection: C, query: CollectionQuery = {}) =>
  useQuery({ ...collectionQueryOptions(collection, query), placeholderData: keepPreviousData })

/** Every cached list of a collection is stale once one of its documents changed. */
export const invalidateCollection = (queryClient: QueryClient, collection: AdminCollection) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) => String(queryKey[0]).startsWith(`/api/${collection}?`),
  })

/** A status change of one record; `subject` names the record in what the dashboard says about it. */
export type StatusChange = { id: string; status: string; subject: string }

/** The key of every status change of a collection, so each row can find its own pending one. */
export const statusMutationKey = (collection: 'leads' | 'referrals') => ['status', collection] as const

type StatusChangeCallbacks = {
  onSuccess?: (change: StatusChange) => void
  onError?: (error: Error, change: StatusChange) => void
}

/**
 * Status changes of a collection. The callbacks are the mutation's own, not `mutate`'s: those run only for the
 * latest call, so a row changed while another was pending would never hear how its change went.
 */
export const useUpdateStatus = (
  collection: 'leads' | 'referrals',
  { onSuccess, onError }: StatusChangeCallbacks = {},
) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: statusMutationKey(collection),
    mutationFn: ({ id, status }: StatusChange) =>
      apiRequest<unknown>(`/api/${collection}/${id}?depth=0`, { method: 'PATCH', body: { status } }),
    // Pending until the lists show the new status, so the row's menu is not used on the old one.
    onSuccess: async (_data, change) => {
      await invalidateCollection(queryClient, collection)
      onSuccess?.(change)
    },
    onError: (error, change) => onError?.(error, change),
  })
}

export const useDeleteDocument = (collection: AdminCollection) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/api/${collection}/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateCollection(queryClient, collection),
  })
}
