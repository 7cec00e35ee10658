import { useMutation } from '@tanstack/react-query'

import type { ContractorInvite, ContractorInviteSent } from '@contracts/contractor-account'
import { apiRequest } from '@/lib/api-client'

/** Invites someone to answer a contractor's requests at /pro: an account for them, and an email with its link. */
export const useInviteContractor = () =>
  useMutation({
    mutationFn: (invite: ContractorInvite) =>
      apiRequest<ContractorInviteSent>('/api/contractor-invites', { method: 'POST', body: invite }),
  })
