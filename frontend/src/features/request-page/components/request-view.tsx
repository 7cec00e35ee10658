import { CircleCheck, Info } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { formatLongDate } from '@/lib/format-date'

import type { RequestPageData } from '@contracts/request-page'

import type { RequestAction } from '../api/request-actions'
import { ContractorStandings } from './contractor-standings'
import { OtherContractors } from './other-contractors'
import { RequestActions } from './request-actions'
import { RequestTimeline } from './request-timeline'

const NEXT_STEPS = [
  'Each contractor you chose has your project details and will accept or decline the job; this page shows their answer.',
  'Those who accept contact you the way you asked, and may send you a quote; we email you when they do.',
  'Compare the quotes and hire the one you like here; we let the others know. You pay only the contractor you hire.',
]

/** A note about the whole request (withdrawn, deletion asked for); the one just made takes the focus. */
const Notice = ({
  children,
  focusAt,
}: {
  children: ReactNode
  /** When the homeowner made the change this notice tells of, in this visit (0: not now). */
  focusAt: number
}) => {
  const notice = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (focusAt) notice.current?.focus()
  }, [focusAt])
  return (
    <p
      ref={notice}
      tabIndex={-1}
      className="flex gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800"
    >
      <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" />
      <span>{children}</span>
    </p>
  )
}

/** The homeowner's request page: their request, where each contractor stands, and what they can still do. */
export const RequestView = ({ token, page }: { token: string; page: RequestPageData }) => {
  // The notice the last action in this visit brought up takes the focus from the button it replaced.
  const [done, setDone] = useState<{ action: RequestAction; at: number } | null>(null)
  const focusAt = (action: RequestAction) => (done?.action === action ? done.at : 0)

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Your Request <span className="block font-mono text-xl sm:text-2xl">{page.reference}</span>
        </h1>
        <dl className="mt-6 grid gap-4 rounded-lg bg-slate-50 p-5 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-medium text-slate-700">Service</dt>
            <dd className="mt-1 font-semibold text-slate-900">{page.service}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">ZIP code</dt>
            <dd className="mt-1 font-semibold text-slate-900">
              <span className="block">{page.zipCode}</span>
              {page.city ? (
                <span className="block text-sm font-normal text-slate-700">{page.city}</span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">Sent</dt>
            <dd className="mt-1 font-semibold text-slate-900">
              <time dateTime={page.sentAt}>{formatLongDate(page.sentAt)}</time>
            </dd>
          </div>
        </dl>
      </header>

      <div role="status" className="mt-6 space-y-3 empty:hidden">
        {page.withdrawnAt ? (
          <Notice focusAt={focusAt('withdraw')}>
            You withdrew this request on {formatLongDate(page.withdrawnAt)}. The contractors were told, and
            they no longer see your contact details.
          </Notice>
        ) : null}
        {page.deletionRequestedAt ? (
          <Notice focusAt={focusAt('deletion-request')}>
            We received your request to delete your data. Our team will delete it within 30 days.
          </Notice>
        ) : null}
        {done?.action === 'rematch' ? (
          <Notice focusAt={focusAt('rematch')}>
            We sent your request to other matching contractors. They are listed under Your Contractors.
          </Notice>
        ) : null}
      </div>

      {page.otherContractors ? (
        <OtherContractors
          token={token}
          offer={page.otherContractors}
          onDone={() => setDone({ action: 'rematch', at: Date.now() })}
        />
      ) : null}

      <section aria-labelledby="request-contractors" className="mt-10">
        <h2 id="request-contractors" className="text-xl font-bold text-slate-900">
          Your Contractors
        </h2>
        <ContractorStandings token={token} page={page} />
      </section>

      {page.withdrawnAt || page.otherContractors ? null : (
        <section aria-labelledby="request-next" className="mt-10">
          <h2 id="request-next" className="text-xl font-bold text-slate-900">
            What Happens Next
          </h2>
          <ul className="mt-4 space-y-3">
            {NEXT_STEPS.map((step) => (
              <li key={step} className="flex gap-3 text-slate-700">
                <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                {step}
              </li>
            ))}
          </ul>
        </section>
      )}

      <RequestTimeline entries={page.timeline} />

      <RequestActions token={token} page={page} onDone={(action) => setDone({ action, at: Date.now() })} />
    </div>
  )
}
