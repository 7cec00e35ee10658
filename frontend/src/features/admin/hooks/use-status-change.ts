import { useMutationState } from '@tanstack/react-query'

import { showToast } from '@/components/ui/toast'
import { errorToast } from '@/lib/api-errors'

import { statusMutationKey, useUpdateStatus } from '../api/collection'

/** The record a pending status change is for; a mutation's variables are typed `unknown` in the cache. */
const recordIdOf = (variables: unknown): string | undefined =>
  typeof variables === 'object' && variables !== null && 'id' in variables && typeof variables.id === 'string'
    ? variables.id
    : undefined

/**
 * Moves a lead or a referral to another status and says how it went; `subject` names the record in the toast
 * ("Jane Doe is now contacted."). `isChanging` tells whether a row waits for an answer (useStatusPending).
 */
export const useStatusChange = (collection: 'leads' | 'referrals') => {
  const update = useUpdateStatus(collection, {
    onSuccess: ({ subject, status }) =>
      showToast({ title: 'Status updated', description: `${subject} is now ${status}.` }),
    onError: (error) => showToast(errorToast('Could not update status', error)),
  })
  const isChanging = useStatusPending(collection)
  const change = (id: string, status: string, subject: string) => update.mutate({ id, status, subject })
  return { change, isChanging }
}

/**
 * Whether a record's status change waits for an answer: each row's own, however many are pending at once, whichever
 * way it is made (a lead's status set with a reason counts too).
 */
export const useStatusPending = (collection: 'leads' | 'referrals') => {
  const pendingIds = useMutationState({
    filters: { mutationKey: statusMutationKey(collection), status: 'pending' },
    select: (mutation) => recordIdOf(mutation.state.variables),
  })
  return (id: string) => pendingIds.includes(id)
}
