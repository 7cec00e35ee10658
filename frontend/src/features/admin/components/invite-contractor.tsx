import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import {
  contractorInviteSchema,
  INVITE_LINK_HOURS,
  type ContractorInvite,
} from '@contracts/contractor-account'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field-styles'
import { FormDialog } from '@/components/ui/form-dialog'
import { showToast } from '@/components/ui/toast'
import { formErrorsOf } from '@/lib/api-errors'

import { isContractorAccountsQuery } from '../api/contractor-accounts'
import { useInviteContractor } from '../api/contractor-invites'

/** "Invite": a contractor account for someone at this company, who gets an email to set its password. */
/** The fields of the form, which a refusal's messages go under. */
const FIELDS = ['name', 'email'] as const satisfies readonly (keyof ContractorInvite)[]

export const InviteContractor = ({ contractor }: { contractor: { id: string; name: string } }) => {
  const [open, setOpen] = useState(false)
  const invite = useInviteContractor()
  const queryClient = useQueryClient()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContractorInvite>({
    resolver: zodResolver(contractorInviteSchema),
    defaultValues: { contractor: contractor.id, name: '', email: '' },
  })
  const close = () => {
    setOpen(false)
    reset()
    invite.reset()
  }
  const submit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: ({ email, reinvited }) => {
        close()
        void queryClient.invalidateQueries({ predicate: isContractorAccountsQuery })
        showToast({
          title: 'Invitation sent',
          description: `${email} can set a password within ${INVITE_LINK_HOURS} hours.${reinvited ? ' The link we sent them before no longer works.' : ''}`,
        })
      },
      onError: (error) => {
        for (const { field, message } of formErrorsOf(error, FIELDS).fields) setError(field, { message })
      },
    }),
  )
  // A refusal about no field of the form (the company became inactive, the session ended): said above the buttons.
  const formError = invite.isError ? formErrorsOf(invite.error, FIELDS).formMessage : undefined

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Invite ${contractor.name}`}
        onClick={() => setOpen(true)}
      >
        Invite
      </Button>
      <FormDialog
        open={open}
        title={`Invite ${contractor.name}`}
        description={`We email them a link to set a password (valid ${INVITE_LINK_HOURS} hours); they then answer ${contractor.name}'s requests at the contractor portal. Inviting someone again replaces the link we sent them before: the earlier one stops working, and the new email says so.`}
        submitLabel="Send invitation"
        pendingLabel="Sending..."
        pending={invite.isPending}
        formError={formError}
        onSubmit={submit}
        onClose={close}
      >
        <TextField
          id="invite-name"
          label="Name"
          type="text"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="invite-email"
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
      </FormDialog>
    </>
  )
}
