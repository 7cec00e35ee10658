import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { leadFilterWhere } from '@contracts/lead-filter'
import type { LeadDeleted, LeadStatusOverride, LeadView } from '@contracts/lead-view'
import type { RematchResult } from '@contracts/rematch'
import { apiRequest } from '@/lib/api-client'

import { collectionQueryOptions, invalidateCollection, statusMutationKey } from './collection'

const leadViewPath = (id: string) => `/api/admin/leads/${encodeURIComponent(id)}`

/** One lead as its page on the dashboard shows it; a lead that is not there (deleted meanwhile) is null. */
export const leadViewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [leadViewPath(id)],
    queryFn: ({ signal }) => apiRequest<LeadView>(leadViewPath(id), { signal, on404: 'returnNull' }),
  })

export const useLeadView = (id: string) => useQuery(leadViewQueryOptions(id))

/** A status set by hand; `subject` names the lead in what the dashboard says about it. */
export type StatusOverrideChange = LeadStatusOverride & { id: string; subject: string }

/**
 * Staff set a lead's status with a reason, from the lead's page or the leads table: both read the new status once
 * the lists and the page are fetched again. Keyed as the table's status changes are, so its row knows it waits.
 */
export const useOverrideStatus = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: statusMutationKey('leads'),
    mutationFn: ({ id, status, reason }: StatusOverrideChange) =>
      apiRequest<LeadView>(`${leadViewPath(id)}/status`, { method: 'POST', body: { status, reason } }),
    onSuccess: async (view, { id }) => {
      queryClient.setQueryData(leadViewQueryOptions(id).queryKey, view)
      await invalidateCollection(queryClient, 'leads')
    },
  })
}

/** Staff carry out a homeowner's deletion request: the lead goes, and the homeowner is emailed. */
export const useCarryOutDeletion = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest<LeadDeleted>(`${leadViewPath(id)}/deletion`, { method: 'POST' }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: leadViewQueryOptions(id).queryKey })
      await invalidateCollection(queryClient, 'leads')
    },
  })
}

/**
 * Staff send a lead to other matching contractors, as the homeowner's own rematch does; the page is fetched again
 * to show them. A refusal (409) says why nobody was added.
 */
export const useRematchLead = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest<RematchResult>(`${leadViewPath(id)}/rematch`, { method: 'POST' }),
    onSuccess: async (_answer, id) => {
      await queryClient.invalidateQueries({ queryKey: leadViewQueryOptions(id).queryKey })
      await invalidateCollection(queryClient, 'leads')
    },
  })
}

/** How many leads need attention: the Leads tab's badge (the same filter as the table's "Needs attention"). */
export const useNeedsAttentionCount = () =>
  useQuery({
    ...collectionQueryOptions('leads', {
      where: leadFilterWhere({ flag: 'needs-attention' }),
      limit: 1,
      select: { id: true },
    }),
    select: (page) => page.totalDocs,
  })
