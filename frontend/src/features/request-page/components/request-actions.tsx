import { useState } from 'react'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { MutationErrorNotice } from '@/components/ui/error-notice'
import { Button } from '@/components/ui/button'

import type { RequestPageData } from '@contracts/request-page'

import { useRequestAction, type RequestAction } from '../api/request-actions'

type ActionCopy = {
  button: string
  title: string
  description: string
  confirm: string
  pending: string
  failed: string
}

type PlannedAction = Exclude<RequestAction, 'rematch'>

const COPY: Record<PlannedAction, ActionCopy> = {
  withdraw: {
    button: 'Withdraw my request',
    title: 'Withdraw your request?',
    description:
      'We will tell the contractors you chose that you withdrew it, and they will no longer see your name, email or phone number. You cannot undo this.',
    confirm: 'Withdraw request',
    pending: 'Withdrawing...',
    failed: 'Could not withdraw your request.',
  },
  'deletion-request': {
    button: 'Delete my data',
    title: 'Delete your data?',
    description:
      'We will ask our team to delete your request and your contact details. Once they are deleted, this page will no longer open.',
    confirm: 'Ask to delete my data',
    pending: 'Sending...',
    failed: 'Could not send your request to delete your data.',
  },
}

/**
 * One action on the request, asked first in a dialog. On success the page's data changes and the caller's notice
 * takes the focus (`onDone`); a failure is told where the button is, with a retry.
 */
const ActionButton = ({
  token,
  action,
  onDone,
}: {
  token: string
  action: PlannedAction
  onDone: (action: RequestAction) => void
}) => {
  const copy = COPY[action]
  const [asking, setAsking] = useState(false)
  const mutation = useRequestAction(token, action)
  const run = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        setAsking(false)
        onDone(action)
      },
      onError: () => setAsking(false),
    })
  return (
    <div className="space-y-3">
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {copy.button}
      </Button>
      <MutationErrorNotice title={copy.failed} mutation={mutation} onRetry={run} />
      <ConfirmDialog
        open={asking}
        title={copy.title}
        description={copy.description}
        confirmLabel={copy.confirm}
        pendingLabel={copy.pending}
        pending={mutation.isPending}
        onConfirm={run}
        onClose={() => setAsking(false)}
      />
    </div>
  )
}

/** What the homeowner can still do: withdraw an open request, and ask (once) for their data to be deleted. */
export const RequestActions = ({
  token,
  page,
  onDone,
}: {
  token: string
  page: RequestPageData
  onDone: (action: RequestAction) => void
}) => {
  if (page.withdrawnAt && page.deletionRequestedAt) return null
  return (
    <section
      aria-labelledby="request-actions"
      className="mt-10 rounded-lg border border-slate-200 p-6 sm:p-8"
    >
      <h2 id="request-actions" className="text-xl font-bold text-slate-900">
        Change of Plans?
      </h2>
      <p className="mt-2 text-slate-700">
        {page.withdrawnAt
          ? 'You can still ask us to delete the data you sent us.'
          : 'Withdraw the request if you no longer need quotes, or ask us to delete the data you sent us.'}
      </p>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start">
        {page.withdrawnAt ? null : <ActionButton token={token} action="withdraw" onDone={onDone} />}
        {page.deletionRequestedAt ? null : (
          <ActionButton token={token} action="deletion-request" onDone={onDone} />
        )}
      </div>
    </section>
  )
}
