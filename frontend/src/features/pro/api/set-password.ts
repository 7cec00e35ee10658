import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'
import { replaceSession } from '@/lib/session'
import type { User } from '@/types/payload'

/**
 * Sets the password of the account an invitation's link is for (Payload's reset: the link's token, once), which
 * also signs the contractor in with the session cookie.
 */
export const useSetPassword = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: { token: string; password: string }) =>
      apiRequest<{ user: User }>('/api/users/reset-password', { method: 'POST', body: values }),
    onSuccess: ({ user }) => replaceSession(queryClient, user),
  })
}
