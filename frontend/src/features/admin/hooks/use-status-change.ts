import { showToast } from '@/components/ui/toast'
import { errorMessage } from '@/lib/error-message'

import { useUpdateStatus } from '../api/collection'

/**
 * Moves a lead or a referral to another status and says how it went; `subject` names the record in the toast
 * ("Jane Doe is now contacted."). `isChanging` tells which row waits for its answer.
 */
export const useStatusChange = (collection: 'leads' | 'referrals') => {
  const update = useUpdateStatus(collection)
  const change = (id: string, status: string, subject: string) =>
    update.mutate(
      { id, status },
      {
        onSuccess: () => showToast({ title: 'Status updated', description: `${subject} is now ${status}.` }),
        onError: (error) =>
          showToast({
            title: 'Could not update status',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    )
  const isChanging = (id: string) => update.isPending && update.variables.id === id
  return { change, isChanging }
}
