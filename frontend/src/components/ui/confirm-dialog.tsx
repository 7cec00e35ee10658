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

/**
 * Asks before something that cannot be undone; Cancel has the focus, so Enter never destroys by accident. When it
 * closes, Headless UI returns the focus to the element that had it before it opened (or, if that one is gone, the
 * last focused one still on the page).
 */
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
          {/* aria-disabled, not disabled, while the action runs: a disabled button drops the keyboard focus out of
              the dialog, and Headless UI gives it back to the page's last focused element when the dialog closes. */}
          <Button
            variant="secondary"
            size="sm"
            onClick={pending ? undefined : onClose}
            aria-disabled={pending}
            data-autofocus
          >
            Cancel
          </Button>
          <Button
            variant="danger"
            size="sm"
            onClick={pending ? undefined : onConfirm}
            aria-disabled={pending}
            aria-busy={pending}
          >
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogPanel>
    </div>
  </Dialog>
)
