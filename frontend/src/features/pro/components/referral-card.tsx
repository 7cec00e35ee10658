import {
  BUDGET_RANGE_LABELS,
  CONTACT_PREFERENCE_LABELS,
  TIMEFRAME_LABELS,
} from '@contracts/lead-option-labels'
import { PRO_STATUS_WORDS, WITHDRAWN_MESSAGE, type ProReferral } from '@contracts/pro-referrals'
import type { ReferralActor } from '@contracts/referral-progress'
import { Badge } from '@/components/ui/badge'
import { formatPrice, telHref } from '@/lib/format'
import { formatDateTime } from '@/lib/format-date'
import { formatPhone } from '@/lib/format-phone'

import { headingIdOf, ReferralActions } from './referral-actions'

const ACTOR_WORDS: Record<ReferralActor, string> = {
  contractor: 'you',
  homeowner: 'the homeowner',
  staff: 'our team',
}

const Detail = ({ term, children }: { term: string; children: React.ReactNode }) => (
  <div>
    <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
    <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
  </div>
)

/** One request as the contractor works it: the project, the homeowner once accepted, what happened, what next. */
export const ReferralCard = ({ referral }: { referral: ProReferral }) => {
  const headingId = headingIdOf(referral.id)
  const place = referral.city ? `${referral.zipCode} · ${referral.city}` : referral.zipCode
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold text-slate-900">
            {referral.service} in {place}
          </h2>
          <p className="text-sm text-slate-600">Sent {formatDateTime(referral.sentAt)}</p>
        </div>
        <Badge variant={referral.status === 'sent' ? 'primary' : 'secondary'}>
          {PRO_STATUS_WORDS[referral.status]}
        </Badge>
      </div>

      {referral.withdrawn ? (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {WITHDRAWN_MESSAGE.replace(/\.$/, '')}. You no longer see their contact details.
        </p>
      ) : null}

      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <Detail term="Budget">
          {referral.budgetRange ? BUDGET_RANGE_LABELS[referral.budgetRange] : 'Not given'}
        </Detail>
        <Detail term="Timeframe">
          {referral.timeframe ? TIMEFRAME_LABELS[referral.timeframe] : 'Not given'}
        </Detail>
        <Detail term="Preferred contact">{CONTACT_PREFERENCE_LABELS[referral.contactPref]}</Detail>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Project description</h3>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{referral.description}</p>

      {referral.contact ? (
        <section aria-label="Homeowner’s contact details" className="mt-4 rounded-md bg-slate-50 p-3">
          <h3 className="text-sm font-semibold text-slate-900">Homeowner</h3>
          <p className="mt-1 text-sm text-slate-900">{referral.contact.name}</p>
          <p className="text-sm">
            <a
              href={`mailto:${referral.contact.email}`}
              className="inline-flex min-h-6 items-center text-brand-700 underline"
            >
              {referral.contact.email}
            </a>
          </p>
          <p className="text-sm">
            <a
              href={telHref(referral.contact.phone)}
              className="inline-flex min-h-6 items-center text-brand-700 underline"
            >
              {formatPhone(referral.contact.phone)}
            </a>
          </p>
        </section>
      ) : !referral.withdrawn && referral.status === 'sent' ? (
        <p className="mt-4 text-sm text-slate-600">
          Accept the request to see the homeowner’s name, email and phone.
        </p>
      ) : null}

      {referral.declineReason ? (
        <p className="mt-4 text-sm text-slate-800">Your reason for declining: {referral.declineReason}</p>
      ) : null}
      {referral.quoteAmount ? (
        <p className="mt-4 text-sm text-slate-800">Your quote: {formatPrice(referral.quoteAmount)}</p>
      ) : null}
      {referral.quoteMessage ? (
        <p className="mt-2 text-sm whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
          Your message: {referral.quoteMessage}
        </p>
      ) : null}

      {referral.history.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">History</h3>
          <ol className="mt-1 grid gap-1 text-sm text-slate-700">
            {referral.history.map((step) => (
              <li key={`${step.at}-${step.status}`}>
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>: {PRO_STATUS_WORDS[step.status]} (by{' '}
                {ACTOR_WORDS[step.by]})
              </li>
            ))}
          </ol>
        </>
      ) : null}

      <div className="mt-4">
        <ReferralActions referral={referral} />
      </div>
    </article>
  )
}
