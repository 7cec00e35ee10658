import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { ProReferral, ProReferralPage } from '@contracts/pro-referrals'
import type { ReferralChange } from '@contracts/referral-progress'
import { apiRequest } from '@/lib/api-client'

const LIST_PATH = '/api/pro/referrals'

/** A page of the signed-in contractor's referrals, newest first. */
export const proReferralsQueryOptions = (page: number) =>
  queryOptions<ProReferralPage>({ queryKey: [`${LIST_PATH}?page=${page}`] })

export const useProReferrals = (page: number) => useQuery(proReferralsQueryOptions(page))

const isListKey = (key: unknown) => typeof key === 'string' && key.startsWith(`${LIST_PATH}?`)

/**
 * Moves one referral on (accept, decline, contacted, quote, won, lost). The answer is the referral as it now is:
 * it replaces the card at once, and the pages are asked again for anything else that changed meanwhile.
 */
export const useChangeReferral = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ReferralChange }) =>
      apiRequest<ProReferral>(`${LIST_PATH}/${id}`, { method: 'POST', body: change }),
    onSuccess: (referral) => {
      queryClient.setQueriesData<ProReferralPage>(
        { predicate: ({ queryKey }) => isListKey(queryKey[0]) },
        (page) =>
          page && {
            ...page,
            referrals: page.referrals.map((item) => (item.id === referral.id ? referral : item)),
          },
      )
    },
    onError: () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => isListKey(queryKey[0]) }),
  })
}
