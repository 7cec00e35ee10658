import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { declineChangeSchema, MAX_DECLINE_REASON_LENGTH } from '@contracts/referral-progress'
import { errorProps, FieldError, fieldClass, labelClass } from '@/components/ui/field-styles'
import { FormDialog } from '@/components/ui/form-dialog'

type DeclineValues = z.infer<typeof declineChangeSchema>

type DeclineDialogProps = {
  open: boolean
  pending: boolean
  onDecline: (values: DeclineValues) => void
  onClose: () => void
}

/** Declining asks why, in a sentence: the reason is kept with the referral for the team. */
export const DeclineDialog = ({ open, pending, onDecline, onClose }: DeclineDialogProps) => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeclineValues>({
    resolver: zodResolver(declineChangeSchema),
    defaultValues: { status: 'declined', reason: '' },
  })
  const error = errors.reason?.message
  return (
    <FormDialog
      open={open}
      title="Decline this request"
      description="The homeowner is not told your reason; it helps us send you requests that fit."
      submitLabel="Decline request"
      pendingLabel="Declining..."
      pending={pending}
      onSubmit={handleSubmit(onDecline)}
      onClose={onClose}
    >
      <div>
        <label htmlFor="decline-reason" className={labelClass}>
          Why are you declining?
        </label>
        <textarea
          id="decline-reason"
          rows={3}
          maxLength={MAX_DECLINE_REASON_LENGTH}
          className={fieldClass(Boolean(error))}
          {...errorProps('decline-reason-error', error)}
          {...register('reason')}
          data-autofocus
        />
        <FieldError id="decline-reason-error" message={error} />
      </div>
    </FormDialog>
  )
}
