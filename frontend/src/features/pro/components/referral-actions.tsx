import { useState } from 'react'

import type { ReferralStatus } from '@contracts/lead-options'
import type { ProReferral } from '@contracts/pro-referrals'
import { CONTRACTOR_MOVES, type ReferralChange } from '@contracts/referral-progress'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { showToast } from '@/components/ui/toast'
import { errorToast } from '@/lib/api-errors'

import { useChangeReferral } from '../api/pro-referrals'
import { DeclineDialog } from './decline-dialog'
import { QuoteDialog } from './quote-dialog'

type Move = ReferralChange['status']

const LABELS: Record<Move, string> = {
  accepted: 'Accept',
  declined: 'Decline',
  contacted: 'Mark contacted',
  quoted: 'Send quote',
  won: 'Mark won',
  lost: 'Mark lost',
}

/** What the toast says once a change is saved. */
const DONE: Record<Move, { title: string; description: string }> = {
  accepted: {
    title: 'Request accepted',
    description: 'The homeowner’s contact details are on the request, and we have told them you accepted.',
  },
  declined: { title: 'Request declined', description: 'Thank you for letting us know.' },
  contacted: { title: 'Marked as contacted', description: 'Send a quote when you have one.' },
  quoted: {
    title: 'Quote marked as sent',
    description: 'We have told the homeowner your quote is on its way.',
  },
  won: {
    title: 'Marked as won',
    description: 'Congratulations on the job. We have asked the homeowner to confirm it.',
  },
  lost: { title: 'Marked as lost', description: 'Thank you for letting us know.' },
}

/** Won and lost end the request: asked first, as a slip of the finger cannot be taken back. */
const FINAL: Partial<Record<Move, { title: string; description: string; confirm: string }>> = {
  won: {
    title: 'Mark this job as won?',
    description:
      'You got the job. We ask the homeowner to confirm it on their request page. This cannot be changed afterwards.',
    confirm: 'Yes, mark won',
  },
  lost: {
    title: 'Mark this job as lost?',
    description:
      'The homeowner chose someone else or dropped the project. This cannot be changed afterwards.',
    confirm: 'Yes, mark lost',
  },
}

/** The id of a request's heading on its card. */
export const headingIdOf = (id: string): string => `referral-${id}`

const movesFrom = (status: ReferralStatus): Move[] => CONTRACTOR_MOVES[status] as Move[]

/** The buttons for what the referral's status allows next, each with its dialog where it needs one. */
export const ReferralActions = ({ referral }: { referral: ProReferral }) => {
  const change = useChangeReferral()
  const [dialog, setDialog] = useState<Move | null>(null)
  const moves = referral.withdrawn ? [] : movesFrom(referral.status)
  if (moves.length === 0) return null

  const send = (next: ReferralChange) => {
    if (change.isPending) return
    change.mutate(
      { id: referral.id, change: next },
      {
        onSuccess: () => {
          setDialog(null)
          showToast(DONE[next.status])
          // The button pressed may be gone with the step it made: the focus goes to the request's heading rather
          // than the top of the page. After the dialog has closed and given the focus back, as it unmounts.
          requestAnimationFrame(() => document.getElementById(headingIdOf(referral.id))?.focus())
        },
        onError: (error) => {
          setDialog(null)
          showToast(errorToast('Could not save your answer', error))
        },
      },
    )
  }

  const open = (move: Move) => {
    if (move === 'accepted' || move === 'contacted') send({ status: move })
    else setDialog(move)
  }
  const final = dialog ? FINAL[dialog] : undefined

  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((move) => (
        <Button
          key={move}
          size="sm"
          variant={move === 'accepted' || move === 'quoted' || move === 'won' ? 'primary' : 'secondary'}
          className="min-h-11"
          onClick={() => open(move)}
          aria-disabled={change.isPending}
        >
          {LABELS[move]}
        </Button>
      ))}
      <DeclineDialog
        open={dialog === 'declined'}
        pending={change.isPending}
        onDecline={send}
        onClose={() => setDialog(null)}
      />
      <QuoteDialog
        open={dialog === 'quoted'}
        pending={change.isPending}
        onSend={send}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={Boolean(final)}
        title={final?.title ?? ''}
        description={final?.description ?? ''}
        confirmLabel={final?.confirm ?? ''}
        pendingLabel="Saving..."
        pending={change.isPending}
        onConfirm={() => (dialog === 'won' || dialog === 'lost' ? send({ status: dialog }) : undefined)}
        onClose={() => setDialog(null)}
      />
    </div>
  )
}
