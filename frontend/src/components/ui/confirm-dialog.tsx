import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react'

import { Button } from './button'

type ConfirmDialogProps = {
  open: boolean
  title: string
  description: string
  confirmLabel: string
  pendingLabel: string
  /** While the action runs, the buttons wait and say so. */
  pending?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Asks before something that cannot be undone; Cancel has the focus, so Enter never destroys by accident. */
export const ConfirmDialog = ({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => (
  <Dialog open={open} onClose={pending ? () => {} : onClose} className="relative z-50">
    <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
    <div className="fixed inset-0 flex items-center justify-center p-4">
      <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
        <Description className="mt-2 text-sm text-slate-600">{description}</Description>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" size="sm" onClick={onClose} disabled={pending} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" size="sm" onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogPanel>
    </div>
  </Dialog>
)
