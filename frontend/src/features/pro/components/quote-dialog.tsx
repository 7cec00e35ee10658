import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { quoteChangeSchema } from '@contracts/referral-progress'
import { TextField } from '@/components/ui/field-styles'
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

/** Marks the quote as sent, with its amount if the contractor wants the homeowner's email to say it. */
export const QuoteDialog = ({ open, pending, onSend, onClose }: QuoteDialogProps) => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<QuoteValues>({
    resolver: zodResolver(quoteChangeSchema),
    defaultValues: { status: 'quoted' },
  })
  const error = errors.amount?.message
  return (
    <FormDialog
      open={open}
      title="Send a quote"
      description="We email the homeowner that your quote is on its way. The amount is optional."
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
    </FormDialog>
  )
}
