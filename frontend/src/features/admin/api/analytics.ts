import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { Analytics, LeadsPerDay } from '@contracts/analytics'
import type { ClaimsEvidence } from '@contracts/claims'
import type { ResponseFigures, ResponsePeriod } from '@contracts/response-figures'

import type { AdminCollection } from './collection'

export const useAnalytics = () => useQuery(queryOptions<Analytics>({ queryKey: ['/api/admin/analytics'] }))

/** Each marketing figure beside what the data says, and which testimonials a verified review backs. */
export const useClaimsEvidence = () =>
  useQuery(queryOptions<ClaimsEvidence>({ queryKey: ['/api/admin/claims'] }))

export const useLeadsPerDay = () =>
  useQuery(queryOptions<LeadsPerDay>({ queryKey: ['/api/admin/leads-per-day'] }))

/** How many documents a collection holds, counted by the database (Payload's GET /api/{collection}/count). */
export const useCount = (collection: AdminCollection) =>
  useQuery(queryOptions<{ totalDocs: number }>({ queryKey: ['/api', collection, 'count'] }))

/**
 * How contractors answered the referrals of a period (none while the period is not one). While another period
 * loads, the last one's figures stay on screen, named by the period they count.
 */
export const useResponseFigures = (period: ResponsePeriod | null) =>
  useQuery({
    ...queryOptions<ResponseFigures>({
      queryKey: [`/api/admin/analytics/responses?${new URLSearchParams(period ?? {}).toString()}`],
    }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  })
