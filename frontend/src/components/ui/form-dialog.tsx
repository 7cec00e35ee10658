import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { FormEventHandler, ReactNode } from 'react'

import { Button } from './button'
import { FormAlert } from './field-styles'

type FormDialogProps = {
  open: boolean
  title: string
  description?: string
  submitLabel: string
  pendingLabel: string
  pending?: boolean
  /** A refusal that belongs to no one field, shown above the buttons. */
  formError?: string
  onSubmit: FormEventHandler<HTMLFormElement>
  onClose: () => void
  /** The form's fields. */
  children: ReactNode
}

/**
 * A short form in a dialog (decline with a reason, send a quote, invite a contractor): the first field has the
 * focus; Escape or Cancel closes it unless it is sending, and Headless UI gives the focus back to what opened it.
 */
export const FormDialog = ({
  open,
  title,
  description,
  submitLabel,
  pendingLabel,
  pending = false,
  formError,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) => (
  <Dialog open={open} onClose={pending ? () => {} : onClose} className="relative z-50">
    <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
    <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
      <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
        {description ? (
          <Description className="mt-2 text-sm text-slate-600">{description}</Description>
        ) : null}
        <form
          method="post"
          noValidate
          className="mt-4 grid gap-4"
          onSubmit={pending ? (event) => event.preventDefault() : onSubmit}
        >
          {children}
          <FormAlert message={formError} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button
              variant="secondary"
              size="sm"
              onClick={pending ? undefined : onClose}
              aria-disabled={pending}
            >
              Cancel
            </Button>
            <Button type="submit" size="sm" aria-disabled={pending} aria-busy={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </div>
  </Dialog>
)
