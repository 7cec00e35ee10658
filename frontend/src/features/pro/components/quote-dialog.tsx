import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { MAX_QUOTE_MESSAGE_LENGTH, quoteChangeSchema } from '@contracts/referral-progress'
import { errorProps, FieldError, fieldClass, labelClass, TextField } from '@/components/ui/field-styles'
import { FormDialog } from '@/components/ui/form-dialog'

type QuoteValues = z.infer<typeof quoteChangeSchema>

type QuoteDialogProps = {
  open: boolean
  pending: boolean
  onSend: (values: QuoteValues) => void
  onClose: () => void
}

/** An empty field is no amount; anything else is read as a number, which the schema checks (whole dollars). */
const amountOf = (value: unknown): number | undefined => {
  const text = String(value ?? '')
    .replace(/[$,\s]/g, '')
    .trim()
  return text === '' ? undefined : Number(text)
}

/**
 * Marks the quote as sent, with its amount and a message if the contractor wants the homeowner's email and request
 * page to show them.
 */
export const QuoteDialog = ({ open, pending, onSend, onClose }: QuoteDialogProps) => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<QuoteValues>({
    resolver: zodResolver(quoteChangeSchema),
    defaultValues: { status: 'quoted', message: '' },
  })
  const error = errors.amount?.message
  const messageError = errors.message?.message
  return (
    <FormDialog
      open={open}
      title="Send a quote"
      description="We email the homeowner your quote; they can hire you from their request page. The amount and the message are optional."
      submitLabel="Mark quote sent"
      pendingLabel="Saving..."
      pending={pending}
      onSubmit={handleSubmit(onSend)}
      onClose={onClose}
    >
      <TextField
        id="quote-amount"
        label="Quote amount in dollars (optional)"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        error={error}
        {...register('amount', { setValueAs: amountOf })}
        data-autofocus
      />
      <div>
        <label htmlFor="quote-message" className={labelClass}>
          Message to the homeowner (optional)
        </label>
        <textarea
          id="quote-message"
          rows={4}
          maxLength={MAX_QUOTE_MESSAGE_LENGTH}
          className={fieldClass(Boolean(messageError))}
          {...errorProps('quote-message-error', messageError)}
          {...register('message')}
        />
        <FieldError id="quote-message-error" message={messageError} />
      </div>
    </FormDialog>
  )
}
