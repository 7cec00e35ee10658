import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

import type { ContractorMatch } from '@contracts/contractor-match'

/** The whole path is the query key: the default query function GETs the key's segments joined by '/'. */
export const contractorMatchPath = (serviceSlug: string, zipCode: string): string =>
  `/api/contractors/match?${new URLSearchParams({ service: serviceSlug, zip: zipCode }).toString()}`

/** In the server's order, which is the matching rule's fair order: the client does not sort them again. */
export const getContractorMatch = (
  serviceSlug: string,
  zipCode: string,
  signal?: AbortSignal,
): Promise<ContractorMatch> =>
  apiRequest<ContractorMatch>(contractorMatchPath(serviceSlug, zipCode), { signal })

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
