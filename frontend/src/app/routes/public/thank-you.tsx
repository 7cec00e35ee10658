import { Check } from 'lucide-react'
import { useEffect, useState } from 'react'

import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { buttonClass } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { LinkCard } from '@/components/ui/link-card'
import { paths } from '@/config/paths'
import { StepHeading } from '@/features/quote-wizard/components/step-heading'
import {
  forgetSubmittedRequest,
  peekSubmittedRequest,
  type SubmittedRequest,
} from '@/features/quote-wizard/utils/submitted-request'
import { useSiteSettings } from '@/lib/site-settings'
import { clearWizardSession } from '@/lib/wizard-session'

const nextSteps = (quotesWithin: string) => [
  {
    title: 'Check your email',
    text: 'We have sent a confirmation with a summary of your project request.',
  },
  {
    title: `Contractors will reach out within ${quotesWithin}`,
    text: 'The contractors you selected will contact you to discuss your project and prepare their quotes.',
  },
  {
    title: 'Compare and choose',
    text: 'Review the bids side by side and hire the pro that best fits your project and budget.',
  },
]

const RESOURCES = [
  {
    to: paths.costGuides,
    title: 'Cost Guides',
    text: 'Learn what projects like yours typically cost so you can compare quotes with confidence.',
  },
  {
    to: paths.services,
    title: 'Browse Services',
    text: 'Explore the home improvement services our pre-screened contractors offer.',
  },
] as const

/** The request just sent, as the confirmation email will name it; shown only on arrival from the confirm step. */
const RequestSummary = ({ request }: { request: SubmittedRequest }) => (
  <section
    aria-labelledby="thank-you-summary"
    className="mt-10 rounded-lg border border-emerald-200 bg-emerald-50 p-6 sm:p-8"
  >
    <h2 id="thank-you-summary" className="text-xl font-bold text-slate-900">
      Your Request
    </h2>
    <dl className="mt-4 grid gap-4 sm:grid-cols-3">
      <div>
        <dt className="text-sm font-medium text-slate-700">Request reference</dt>
        <dd className="mt-1 font-mono text-lg font-bold tracking-wide text-slate-900">{request.reference}</dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-sm font-medium text-slate-700">Confirmation email sent to</dt>
        <dd className="mt-1 font-semibold break-words text-slate-900">{request.email}</dd>
      </div>
      {request.contractorNames.length > 0 ? (
        <div className="sm:col-span-3">
          <dt className="text-sm font-medium text-slate-700">Sent to</dt>
          <dd className="mt-1">
            <ul className="list-disc space-y-1 pl-5 text-slate-900">
              {request.contractorNames.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
    <p className="mt-4 text-sm text-slate-700">Quote your reference if you contact us about this request.</p>
  </section>
)

type ThankYouContentProps = { quotesWithin: string; request: SubmittedRequest | undefined }

const ThankYouContent = ({ quotesWithin, request }: ThankYouContentProps) => (
  <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
    <header className="text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700"
      >
        <Check strokeWidth={2.5} className="h-8 w-8" />
      </span>
      <StepHeading className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Thank You for Your Request!
      </StepHeading>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        Your project details are on their way to the contractors you selected.
      </p>
    </header>

    {request ? <RequestSummary request={request} /> : null}

    <section aria-labelledby="thank-you-next" className="mt-12 rounded-lg border border-slate-200 p-6 sm:p-8">
      <h2 id="thank-you-next" className="text-xl font-bold text-slate-900">
        What Happens Next
      </h2>
      <ol className="mt-6 space-y-6">
        {nextSteps(quotesWithin).map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 leading-7 text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>

    <div className="mt-10 flex flex-col items-center gap-4 text-center sm:flex-row sm:justify-center">
      <Link to={paths.home} className={buttonClass()}>
        Return to Home
      </Link>
      <p className="text-slate-700">
        Questions?{' '}
        <Link to={paths.contact} className="font-medium text-brand-700 underline hover:text-brand-900">
          Contact our support team
        </Link>
      </p>
    </div>

    <section aria-labelledby="thank-you-resources" className="mt-14">
      <h2 id="thank-you-resources" className="text-xl font-bold text-slate-900">
        Helpful Resources
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {RESOURCES.map((resource) => (
          <li key={resource.to}>
            <LinkCard to={resource.to} title={resource.title} heading="h3">
              <p className="mt-2 leading-7 text-slate-700">{resource.text}</p>
            </LinkCard>
          </li>
        ))}
      </ul>
    </section>
  </div>
)

const ThankYouPage = () => {
  // Only in memory, and only on arrival from the confirm step: the server, a reload or a later visit show none of it.
  const [request] = useState(peekSubmittedRequest)
  useEffect(() => {
    forgetSubmittedRequest()
    // The request is stored: the next visit to the wizard starts afresh, with a new idempotency key.
    clearWizardSession()
  }, [])
  return <ThankYouContent quotesWithin={useSiteSettings().figures.quotesWithin} request={request} />
}

export const route: RouteModule = {
  handle: {
    head: ({ site }) => ({
      title: `Thank You | ${site.companyName}`,
      description: 'Your quote request has been received. Here is what happens next.',
      path: paths.thankYou,
      robots: 'noindex',
    }),
  } satisfies HeadHandle,
  Component: ThankYouPage,
}
