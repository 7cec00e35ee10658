import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

import type { ContractorMatch, MatchedContractor } from '@contracts/contractor-match'

/** The whole path is the query key: the default query function GETs the key's segments joined by '/'. */
export const contractorMatchPath = (serviceSlug: string, zipCode: string): string =>
  `/api/contractors/match?${new URLSearchParams({ service: serviceSlug, zip: zipCode }).toString()}`

/** Best rated first, the most reviewed first among equals; unrated contractors last. */
export const byRating = (a: MatchedContractor, b: MatchedContractor): number =>
  (b.rating ?? -1) - (a.rating ?? -1) || b.reviewsCount - a.reviewsCount

export const getContractorMatch = async (
  serviceSlug: string,
  zipCode: string,
  signal?: AbortSignal,
): Promise<ContractorMatch> => {
  const match = await apiRequest<ContractorMatch>(contractorMatchPath(serviceSlug, zipCode), { signal })
  return { ...match, local: [...match.local].sort(byRating), national: [...match.national].sort(byRating) }
}

export const contractorMatchQueryOptions = (serviceSlug: string, zipCode: string) =>
  queryOptions({
    queryKey: [contractorMatchPath(serviceSlug, zipCode)],
    queryFn: ({ signal }) => getContractorMatch(serviceSlug, zipCode, signal),
  })

/** Who can quote this job; nothing is fetched until both the service and the ZIP code are known. */
export const useContractorMatch = (serviceSlug: string | undefined, zipCode: string | undefined) =>
  useQuery({
    ...contractorMatchQueryOptions(serviceSlug ?? '', zipCode ?? ''),
    enabled: Boolean(serviceSlug && zipCode),
  })
