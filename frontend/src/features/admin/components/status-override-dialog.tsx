import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'

import { LEAD_STATUSES, type LeadStatus } from '@contracts/lead-options'
import {
  leadStatusOverrideSchema,
  MAX_OVERRIDE_REASON_LENGTH,
  type LeadStatusOverride,
} from '@contracts/lead-view'
import { errorProps, FieldError, fieldClass, labelClass } from '@/components/ui/field-styles'
import { FormDialog } from '@/components/ui/form-dialog'
import { showToast } from '@/components/ui/toast'
import { formErrorsOf } from '@/lib/api-errors'

import { useOverrideStatus } from '../api/lead-view'

/** The lead whose status staff set, and the status they picked to start from. */
export type StatusOverrideTarget = { id: string; name: string; status: LeadStatus }

type StatusOverrideDialogProps = {
  /** Open while there is a lead to set; null closes it. */
  target: StatusOverrideTarget | null
  onClose: () => void
}

/**
 * Setting a lead's status by hand asks why, in a sentence: the lead keeps the reason with who set it and when, and
 * its status stays as set. The form is checked with the schema the server checks it with.
 */
/** The fields of the form, which a refusal's messages go under. */
const FIELDS = ['status', 'reason'] as const satisfies readonly (keyof LeadStatusOverride)[]

export const StatusOverrideDialog = ({ target, onClose }: StatusOverrideDialogProps) => {
  const override = useOverrideStatus()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LeadStatusOverride>({
    resolver: zodResolver(leadStatusOverrideSchema),
    defaultValues: { status: target?.status ?? 'new', reason: '' },
  })
  useEffect(() => {
    if (target) reset({ status: target.status, reason: '' })
  }, [target, reset])

  const close = () => {
    override.reset()
    onClose()
  }
  const submit = handleSubmit((values) => {
    if (!target) return
    override.mutate(
      { id: target.id, subject: target.name, ...values },
      {
        onSuccess: (lead) => {
          onClose()
          showToast({ title: 'Status updated', description: `${target.name} is now ${lead.status}.` })
        },
        onError: (error) => {
          for (const { field, message } of formErrorsOf(error, FIELDS).fields) setError(field, { message })
        },
      },
    )
  })
  const formError = override.isError ? formErrorsOf(override.error, FIELDS).formMessage : undefined

  return (
    <FormDialog
      open={target !== null}
      title={`Set the status of ${target?.name ?? 'this lead'}`}
      description="Say why: the lead keeps your reason, and its status stays as you set it."
      submitLabel="Set status"
      pendingLabel="Saving..."
      pending={override.isPending}
      formError={formError}
      onSubmit={submit}
      onClose={close}
    >
      <div>
        <label htmlFor="override-status" className={labelClass}>
          Status
        </label>
        <select
          id="override-status"
          className={fieldClass(Boolean(errors.status))}
          {...errorProps('override-status-error', errors.status?.message)}
          {...register('status')}
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
        <FieldError id="override-status-error" message={errors.status?.message} />
      </div>
      <div>
        <label htmlFor="override-reason" className={labelClass}>
          Reason
        </label>
        <textarea
          id="override-reason"
          rows={3}
          maxLength={MAX_OVERRIDE_REASON_LENGTH}
          className={fieldClass(Boolean(errors.reason))}
          {...errorProps('override-reason-error', errors.reason?.message)}
          {...register('reason')}
          data-autofocus
        />
        <FieldError id="override-reason-error" message={errors.reason?.message} />
      </div>
    </FormDialog>
  )
}
