import { Button } from '@/components/ui/button'
import { MutationErrorNotice } from '@/components/ui/error-notice'

import { OTHER_CONTRACTORS_ANCHOR, type RequestPageData } from '@contracts/request-page'

import { useRequestAction } from '../api/request-actions'

/**
 * Nobody is working the request: the other matching contractors one click sends it to, or, when none is left, a
 * plain word that there are none. A GET of the page (the email's link) changes nothing; the button does.
 */
export const OtherContractors = ({
  token,
  offer,
  onDone,
}: {
  token: string
  offer: NonNullable<RequestPageData['otherContractors']>
  onDone: () => void
}) => {
  const mutation = useRequestAction(token, 'rematch')
  const run = () => mutation.mutate(undefined, { onSuccess: onDone })
  const { onOffer } = offer
  return (
    <section
      id={OTHER_CONTRACTORS_ANCHOR}
      aria-labelledby="other-contractors-title"
      className="mt-10 rounded-lg border border-brand-200 bg-brand-50 p-6 sm:p-8"
    >
      <h2 id="other-contractors-title" className="text-xl font-bold text-slate-900">
        Other Contractors
      </h2>
      {onOffer > 0 ? (
        <>
          <p className="mt-2 text-slate-800">
            No contractor is working on your request now.{' '}
            {onOffer === 1
              ? 'Another contractor who matches your project can take it.'
              : `${onOffer} other contractors who match your project can take it.`}{' '}
            We send them your project details as we did to those you chose.
          </p>
          <div className="mt-6 space-y-3">
            <Button onClick={run} disabled={mutation.isPending}>
              {mutation.isPending
                ? 'Sending...'
                : onOffer === 1
                  ? 'Send my request to another contractor'
                  : `Send my request to ${onOffer} other contractors`}
            </Button>
            <MutationErrorNotice
              title="Could not send your request to other contractors."
              mutation={mutation}
              onRetry={run}
            />
          </div>
        </>
      ) : (
        <p className="mt-2 text-slate-800">
          No contractor is working on your request now, and there are no other matching contractors for it
          right now. Our team has been told.
        </p>
      )}
    </section>
  )
}
