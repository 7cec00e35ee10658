import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { MutationErrorNotice } from '@/components/ui/error-notice'

import type { HomeownerChoice } from '@contracts/lead-options'
import type { RequestPageContractor } from '@contracts/request-page'

import { useHomeownerChoice } from '../api/request-actions'

type ChoiceCopy = { button: string; title: string; description: string; confirm: string }

/**
 * The two answers on a contractor, in the words that fit: "Hire" and "Not for me" on one who answered, "Confirm" and
 * "That's not right" on one who reports being hired.
 */
const copyOf = (name: string, reportsHired: boolean): Record<HomeownerChoice, ChoiceCopy> => ({
  hired: {
    button: reportsHired ? 'Confirm' : `Hire ${name}`,
    title: reportsHired ? `Confirm you hired ${name}?` : `Hire ${name}?`,
    description:
      'We will let your other contractors know, kindly, that you chose someone else, and close the request for them. You cannot undo this.',
    confirm: reportsHired ? 'Yes, I hired them' : `Hire ${name}`,
  },
  'not-for-me': {
    button: reportsHired ? 'That’s not right' : 'Not for me',
    title: reportsHired ? `You did not hire ${name}?` : `${name} is not for you?`,
    description: `We will let ${name} know, kindly, and close the request for them. You cannot undo this.`,
    confirm: reportsHired ? 'I did not hire them' : 'Not for me',
  },
})

/** The id of a contractor's name on the page, which takes the focus once the homeowner's choice is saved. */
export const contractorHeadingId = (contractor: RequestPageContractor): string =>
  `contractor-${contractor.id}`

/** Hire this contractor, or say they are not for you: each asked first in a dialog, as neither can be undone. */
export const ContractorChoice = ({
  token,
  contractor,
}: {
  token: string
  contractor: RequestPageContractor
}) => {
  const [asking, setAsking] = useState<HomeownerChoice | null>(null)
  const mutation = useHomeownerChoice(token)
  const copy = copyOf(contractor.name, contractor.status === 'won')
  const run = (choice: HomeownerChoice) =>
    mutation.mutate(
      { referralId: contractor.id, choice },
      {
        onSuccess: () => {
          setAsking(null)
          // The buttons go with the choice: the contractor's name, now showing the new standing, takes the focus.
          requestAnimationFrame(() => document.getElementById(contractorHeadingId(contractor))?.focus())
        },
        onError: () => setAsking(null),
      },
    )
  const asked = asking ? copy[asking] : undefined
  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" className="min-h-11" onClick={() => setAsking('hired')}>
          {copy.hired.button}
        </Button>
        <Button size="sm" variant="secondary" className="min-h-11" onClick={() => setAsking('not-for-me')}>
          {copy['not-for-me'].button}
        </Button>
      </div>
      <MutationErrorNotice
        title="Could not save your choice."
        mutation={mutation}
        onRetry={() => run(mutation.variables?.choice ?? 'hired')}
      />
      <ConfirmDialog
        open={Boolean(asked)}
        title={asked?.title ?? ''}
        description={asked?.description ?? ''}
        confirmLabel={asked?.confirm ?? ''}
        pendingLabel="Saving..."
        pending={mutation.isPending}
        onConfirm={() => (asking ? run(asking) : undefined)}
        onClose={() => setAsking(null)}
      />
    </div>
  )
}
