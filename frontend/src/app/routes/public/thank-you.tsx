import type { QueryClient } from '@tanstack/react-query'
import { Check } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'react-router-dom'

import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { LinkCard } from '@/components/ui/link-card'
import { paths } from '@/config/paths'
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

const ThankYouContent = ({ quotesWithin }: { quotesWithin: string }) => (
  <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
    <header className="text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700"
      >
        <Check strokeWidth={2.5} className="h-8 w-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Thank You for Your Request!
      </h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        Your project details are on their way to the contractors you selected.
      </p>
    </header>

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
      <Link
        to={paths.home}
        className="inline-block rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
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
  // The request is stored: the next visit to the wizard starts afresh, with a new idempotency key.
  useEffect(clearWizardSession, [])
  return <ThankYouContent quotesWithin={useSiteSettings().figures.quotesWithin} />
}

// Static page: takes the query client only so the router builds every page the same way.
export const route = (_queryClient: QueryClient): RouteModule => ({
  handle: {
    head: ({ site }) => ({
      title: `Thank You | ${site.companyName}`,
      description: 'Your quote request has been received. Here is what happens next.',
      path: paths.thankYou,
    }),
  } satisfies HeadHandle,
  Component: ThankYouPage,
})
