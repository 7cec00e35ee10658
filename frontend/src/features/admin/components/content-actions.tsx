import { useState } from 'react'

import { Button, buttonClass } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { showToast } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { errorToast } from '@/lib/api-errors'

import { useDeleteDocument, type AdminCollection } from '../api/collection'
import { useCan } from '../api/permissions'
import { focusPageHeading } from './admin-page'

/** "Add …": the create page of the Payload panel, for users who may create. */
export const AddLink = ({ collection, label }: { collection: AdminCollection; label: string }) =>
  useCan(collection, 'create') ? (
    <a href={paths.cms.create(collection)} className={buttonClass('primary', 'sm')}>
      {label}
    </a>
  ) : null

/** A document of a collection, named as the person reads it (for labels and messages). */
type DocumentActionProps = { collection: AdminCollection; id: string; name: string }

/** "Edit": the document's page in the Payload panel, where every field (and its rich text) is edited. */
export const EditLink = ({ collection, id, name }: DocumentActionProps) =>
  useCan(collection, 'update') ? (
    <a
      href={paths.cms.edit(collection, id)}
      aria-label={`Edit ${name}`}
      className={buttonClass('secondary', 'sm')}
    >
      Edit
    </a>
  ) : null

/** "Delete": asks first, then deletes through the API and says how it went. */
export const DeleteButton = ({ collection, id, name }: DocumentActionProps) => {
  const [confirming, setConfirming] = useState(false)
  const remove = useDeleteDocument(collection)
  if (!useCan(collection, 'delete')) return null
  const confirm = () =>
    remove.mutate(id, {
      // The dialog closes either way; the toast says how it went.
      onSettled: () => setConfirming(false),
      onSuccess: () => {
        // The row and its Delete button go: the focus goes to the tab's heading rather than the page's top. After
        // the dialog has closed and given the focus back to the button, which it does as it unmounts.
        requestAnimationFrame(focusPageHeading)
        showToast({ title: 'Deleted', description: `${name} was deleted.` })
      },
      onError: (error) => showToast(errorToast('Could not delete', error)),
    })
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={`Delete ${name}`} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${name}?`}
        description="This cannot be undone. It is removed from the site at once."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  )
}
