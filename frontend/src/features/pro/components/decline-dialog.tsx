import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { DECLINE_CATEGORY_LABELS } from '@contracts/lead-option-labels'
import { DECLINE_CATEGORIES } from '@contracts/lead-options'
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

/**
 * Declining asks why: a category, which the homeowner is told, and a sentence, which stays with the referral for
 * the team alone.
 */
export const DeclineDialog = ({ open, pending, onDecline, onClose }: DeclineDialogProps) => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeclineValues>({
    resolver: zodResolver(declineChangeSchema),
    defaultValues: { status: 'declined', reason: '' },
  })
  const categoryError = errors.category?.message
  const error = errors.reason?.message
  return (
    <FormDialog
      open={open}
      title="Decline this request"
      description="The homeowner is told the kind of reason you choose, never your own words; both help us send you requests that fit."
      submitLabel="Decline request"
      pendingLabel="Declining..."
      pending={pending}
      onSubmit={handleSubmit(onDecline)}
      onClose={onClose}
    >
      <div>
        <label htmlFor="decline-category" className={labelClass}>
          Reason the homeowner is told
        </label>
        <select
          id="decline-category"
          defaultValue=""
          className={fieldClass(Boolean(categoryError))}
          {...errorProps('decline-category-error', categoryError)}
          {...register('category')}
          data-autofocus
        >
          <option value="" disabled>
            Choose a reason
          </option>
          {DECLINE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {DECLINE_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
        <FieldError id="decline-category-error" message={categoryError} />
      </div>
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
        />
        <FieldError id="decline-reason-error" message={error} />
      </div>
    </FormDialog>
  )
}
