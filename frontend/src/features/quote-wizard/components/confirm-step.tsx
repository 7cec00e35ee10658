import { useId, useRef, useState, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { showToast } from '@/components/ui/toast'
import { errorMessage } from '@/lib/error-message'
import { paths } from '@/config/paths'
import { readAttribution } from '@/lib/attribution'
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

import { useContractorMatch } from '../api/get-contractor-match'
import { useSubmitQuoteRequest } from '../api/submit-quote-request'
import { MissingAnswers } from './missing-answers'

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

type ReviewBlockProps = { title: string; children: ReactNode }

const ReviewBlock = ({ title, children }: ReviewBlockProps) => {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
    <dt className="text-sm font-medium text-slate-600">{label}</dt>
    <dd className="break-words whitespace-pre-line text-slate-900 sm:col-span-2">{children}</dd>
  </div>
)

/** SPEC §2 step 4: every answer at a glance, then the one request that stores the lead. */
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
  // A second click can land before React re-renders the disabled button.
  const sending = useRef(false)

  const heading = (
    <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Review and Confirm</h1>
  )

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
      onSuccess: () => void navigate(paths.thankYou),
      onError: (error) => {
        sending.current = false
        showToast({
          title: 'Submission failed',
          description: errorMessage(error),
          variant: 'destructive',
        })
      },
    })
  }

  return (
    <>
      {heading}
      <p className="mt-3 text-slate-700">Check your details before we send your request.</p>

      <div className="mt-8 grid gap-6">
        <ReviewBlock title="Your Information">
          <dl className="divide-y divide-slate-100">
            <Row label="Name">{answers.name}</Row>
            <Row label="Email">{answers.email}</Row>
            <Row label="Phone">{answers.phone}</Row>
            <Row label="ZIP code">{answers.zipCode}</Row>
          </dl>
        </ReviewBlock>

        <ReviewBlock title="Project Details">
          <dl className="divide-y divide-slate-100">
            {serviceName ? <Row label="Service">{serviceName}</Row> : null}
            {answers.budgetRange ? (
              <Row label="Budget">{BUDGET_RANGE_LABELS[answers.budgetRange]}</Row>
            ) : null}
            {answers.timeframe ? <Row label="Timeframe">{TIMEFRAME_LABELS[answers.timeframe]}</Row> : null}
            {answers.description ? <Row label="Description">{answers.description}</Row> : null}
          </dl>
        </ReviewBlock>

        <ReviewBlock title="Selected Contractors">
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

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button
          variant="secondary"
          disabled={submission.isPending}
          onClick={() => void navigate(paths.quotes.details)}
        >
          Back
        </Button>
        <Button disabled={submission.isPending} aria-busy={submission.isPending} onClick={onSubmit}>
          {submission.isPending ? 'Submitting...' : 'Submit Request'}
        </Button>
      </div>
    </>
  )
}
