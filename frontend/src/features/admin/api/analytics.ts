import { queryOptions, useQuery } from '@tanstack/react-query'

import type { Analytics, LeadsPerDay } from '@contracts/analytics'

import type { AdminCollection } from './collection'

export const useAnalytics = () => useQuery(queryOptions<Analytics>({ queryKey: ['/api/admin/analytics'] }))

export const useLeadsPerDay = () =>
  useQuery(queryOptions<LeadsPerDay>({ queryKey: ['/api/admin/leads-per-day'] }))

/** How many documents a collection holds, counted by the database (Payload's GET /api/{collection}/count). */
export const useCount = (collection: AdminCollection) =>
  useQuery(queryOptions<{ totalDocs: number }>({ queryKey: ['/api', collection, 'count'] }))
