import { ErrorNotice } from '@/components/ui/error-notice'
import { useId, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'

import { Button, buttonClass } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { readAttribution } from '@/lib/attribution'
import { formatPhone } from '@/lib/format-phone'
import { readLeadData } from '@/lib/lead-data'
import { useSiteSettings } from '@/lib/site-settings'
import { getOrCreateIdempotencyKey, readSelectedContractors } from '@/lib/wizard-session'
import type { Service } from '@/types/payload'

import { BUDGET_RANGE_LABELS, TIMEFRAME_LABELS } from '@contracts/lead-option-labels'
import {
  contractorSelectionSchema,
  homeLeadSchema,
  projectDetailsSchema,
  type QuoteRequest,
} from '@contracts/quote-request'
import { requestReference } from '@contracts/request-reference'

import { useContractorMatch } from '../api/get-contractor-match'
import { useSubmitQuoteRequest } from '../api/submit-quote-request'
import { rememberSubmittedRequest } from '../utils/submitted-request'
import { MissingAnswers } from './missing-answers'
import { StepHeading } from './step-heading'

export const CONFIRM_TITLE = 'Review and Confirm'

type ConfirmStepProps = {
  /** The CMS's services, passed in by the page, to name the chosen one. */
  services: readonly Pick<Service, 'slug' | 'name'>[]
}

/** Everything the earlier steps must have saved before a request can be sent. */
const reviewSchema = homeLeadSchema
  .extend(projectDetailsSchema.shape)
  .extend({ contractorIds: contractorSelectionSchema })

const nextSteps = (quotesWithin: string) => [
  'The contractors you selected receive your project details.',
  'You will receive a confirmation email with a summary of your request.',
  `Contractors will contact you with their quotes within ${quotesWithin}.`,
]

const contractorsSelectedText = (count: number): string =>
  `${count} ${count === 1 ? 'contractor' : 'contractors'} selected`

type EditLinkProps = { to: string; label: string }

/** "Edit" (or "Change"), named for what it edits, back to the step that asks it; every answer is kept there. */
const EditLink = ({ to, label, text = 'Edit' }: EditLinkProps & { text?: string }) => (
  <Link
    to={to}
    className="inline-flex min-h-6 items-center rounded px-1 text-sm font-semibold text-brand-700 underline hover:text-brand-900"
  >
    {text}
    <span className="sr-only"> {label}</span>
  </Link>
)

type ReviewBlockProps = {
  title: string
  /** The step that asks what the block shows, for its Edit link. */
  editTo?: string
  children: ReactNode
}

const ReviewBlock = ({ title, editTo, children }: ReviewBlockProps) => {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-4 sm:p-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {editTo ? <EditLink to={editTo} label={title} /> : null}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  )
}

type RowProps = { label: string; children: ReactNode; change?: EditLinkProps }

/** One answer; `change` links an answer asked on another step than its block's. */
const Row = ({ label, children, change }: RowProps) => (
  <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
    <dt className="text-sm font-medium text-slate-600">{label}</dt>
    <dd className="flex items-baseline justify-between gap-4 break-words whitespace-pre-line text-slate-900 sm:col-span-2">
      <span className="min-w-0">{children}</span>
      {change ? <EditLink to={change.to} label={change.label} text="Change" /> : null}
    </dd>
  </div>
)

/** The wizard's step 4: every answer at a glance, then the one request that stores the lead. */
export const ConfirmStep = ({ services }: ConfirmStepProps) => {
  const navigate = useNavigate()
  const [lead] = useState(readLeadData)
  const [review] = useState(() =>
    reviewSchema.safeParse({ ...lead, contractorIds: readSelectedContractors() }),
  )
  // Usually still cached from the select step (never stale); fetched again only after a reload or a long pause.
  const match = useContractorMatch(lead.serviceSlug, lead.zipCode).data
  const submission = useSubmitQuoteRequest()
  const { quotesWithin } = useSiteSettings().figures
  // A second click can land before React re-renders the button as busy.
  const sending = useRef(false)
  const submitButton = useRef<HTMLButtonElement>(null)

  // Accepted: it stays busy until the thank-you page is there.
  const busy = submission.isPending || submission.isSuccess
  const heading = <StepHeading>{CONFIRM_TITLE}</StepHeading>

  if (!review.success) {
    return (
      <>
        {heading}
        <div className="mt-6">
          <MissingAnswers>
            Some of your answers are missing, so there is nothing to review yet. Please go through the steps
            again; it only takes a minute.
          </MissingAnswers>
        </div>
      </>
    )
  }

  const answers = review.data
  const serviceName = services.find((service) => service.slug === answers.serviceSlug)?.name
  const known = [...(match?.local ?? []), ...(match?.national ?? [])]
  const contractorNames = answers.contractorIds
    .map((id) => known.find((contractor) => contractor.id === id)?.name)
    .filter((name): name is string => Boolean(name))

  const onSubmit = () => {
    if (sending.current) return
    sending.current = true
    const request: QuoteRequest = {
      ...answers,
      idempotencyKey: getOrCreateIdempotencyKey(),
      // The page where the consent text was shown and ticked: stored with the lead as consent evidence.
      attribution: { ...readAttribution(), page: `${window.location.origin}${paths.quotes.details}` },
      website: lead.website ?? '',
    }
    submission.mutate(request, {
      onSuccess: (accepted) => {
        rememberSubmittedRequest({
          reference: requestReference(accepted.id),
          email: answers.email,
          contractorNames,
        })
        void navigate(paths.thankYou)
      },
      // The message below takes focus and offers Retry; every answer stays, and so does the idempotency key.
      onError: () => {
        sending.current = false
      },
    })
  }

  const retry = () => {
    // Focus waits on Submit (now "Submitting...") while the message gives way, and comes back to the message if
    // this attempt fails too.
    submitButton.current?.focus()
    onSubmit()
  }

  return (
    <>
      {heading}
      <p className="mt-3 text-slate-700">Check your details before we send your request.</p>

      <div className="mt-8 grid gap-6">
        <ReviewBlock title="Your Information" editTo={paths.quotes.details}>
          <dl className="divide-y divide-slate-100">
            <Row label="Name">{answers.name}</Row>
            <Row label="Email">{answers.email}</Row>
            <Row label="Phone">{formatPhone(answers.phone)}</Row>
            <Row label="ZIP code" change={{ to: paths.quotes.changeZipCode, label: 'ZIP code' }}>
              {answers.zipCode}
            </Row>
          </dl>
        </ReviewBlock>

        <ReviewBlock title="Project Details" editTo={paths.quotes.details}>
          <dl className="divide-y divide-slate-100">
            {serviceName ? (
              <Row label="Service" change={{ to: paths.quotes.start, label: 'service' }}>
                {serviceName}
              </Row>
            ) : null}
            {answers.budgetRange ? (
              <Row label="Budget">{BUDGET_RANGE_LABELS[answers.budgetRange]}</Row>
            ) : null}
            {answers.timeframe ? <Row label="Timeframe">{TIMEFRAME_LABELS[answers.timeframe]}</Row> : null}
            {answers.description ? <Row label="Description">{answers.description}</Row> : null}
          </dl>
        </ReviewBlock>

        <ReviewBlock title="Selected Contractors" editTo={paths.quotes.select}>
          <p className="font-medium text-slate-900">
            {contractorsSelectedText(answers.contractorIds.length)}
          </p>
          {contractorNames.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              {contractorNames.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : null}
        </ReviewBlock>

        <ReviewBlock title="What happens next">
          <ol className="list-decimal space-y-2 pl-5 text-slate-700">
            {nextSteps(quotesWithin).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </ReviewBlock>
      </div>

      <p className="mt-6 text-sm text-slate-600">
        By submitting this request, you agree to our{' '}
        <Link to={paths.terms} className="font-medium text-brand-700 underline hover:text-brand-900">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy} className="font-medium text-brand-700 underline hover:text-brand-900">
          Privacy Policy
        </Link>
        .
      </p>

      {submission.isError ? (
        <div className="mt-6">
          <ErrorNotice
            title="Your request was not sent."
            error={submission.error}
            hint="Your answers are saved. Retry sends the same request, so it will not be sent twice."
            failedAt={submission.submittedAt}
            onRetry={retry}
            interrupts
          />
        </div>
      ) : null}

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" disabled={busy} onClick={() => void navigate(paths.quotes.details)}>
          Back
        </Button>
        {/* aria-disabled, not disabled, while it runs: a disabled button drops the keyboard focus to the page. */}
        <button
          ref={submitButton}
          type="button"
          aria-disabled={busy}
          aria-busy={busy}
          onClick={onSubmit}
          className={buttonClass()}
        >
          {busy ? 'Submitting...' : 'Submit Request'}
        </button>
      </div>
    </>
  )
}
