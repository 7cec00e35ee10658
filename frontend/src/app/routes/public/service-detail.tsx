import type { QueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router-dom'

import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { slugToTitle } from '@/lib/format'
import { DataTable } from '@/components/ui/data-table'

const DEFAULT_SLUG = 'kitchen-remodeling'

/** SPEC §2: the page is the same for every slug; only the title comes from it. */
const titleFor = (slug: string | undefined): string => slugToTitle(slug ?? '') || slugToTitle(DEFAULT_SLUG)

const PRICING_COLUMNS = ['Tier', 'Price', 'Duration']
const PRICING = [
  ['Basic', '$5,000-$15,000', '1-2 weeks'],
  ['Standard', '$15,000-$35,000', '2-4 weeks'],
  ['Premium', '$35,000-$75,000+', '4-8 weeks'],
]

const INCLUDED = [
  'Design consultation',
  'Material selection',
  'Professional installation',
  'Quality materials',
  'Cleanup and disposal',
  'Project warranty',
]

const RELATED = [
  { slug: 'bathroom-renovation', label: 'Bathroom Renovation' },
  { slug: 'flooring', label: 'Flooring' },
  { slug: 'painting', label: 'Painting' },
]

const ServiceDetailPage = () => {
  const { slug } = useParams()
  const title = titleFor(slug)
  return (
    <>
      <section aria-labelledby="service-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 id="service-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Get free quotes from pre-screened {title.toLowerCase()} contractors near you and compare up to
            three bids.
          </p>
          <Link
            to={paths.quotes.start}
            className="mt-8 inline-block rounded-md bg-accent-600 px-6 py-3 font-semibold text-white hover:bg-accent-700"
          >
            Get Free Quotes
          </Link>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-12 lg:col-span-2">
          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className="text-2xl font-bold text-slate-900">
              Overview
            </h2>
            <div className="mt-4 space-y-4 leading-7 text-slate-700">
              <p>
                A {title.toLowerCase()} project is one of the best ways to add comfort, function and value to
                your home. Whether you are planning a simple update or a complete transformation, the right
                contractor makes all the difference to the quality of the result, the schedule and the final
                cost.
              </p>
              <p>
                {site.name} connects you with local {title.toLowerCase()} professionals who are pre-screened
                for licence, insurance, reviews and customer satisfaction. Tell us about your project once,
                compare up to three bids and hire the pro who fits your needs and budget. Our service is free
                to homeowners: you pay only the contractor you hire.
              </p>
            </div>
          </section>

          <section aria-labelledby="pricing-heading">
            <h2 id="pricing-heading" className="text-2xl font-bold text-slate-900">
              {title} Pricing
            </h2>
            <div className="mt-4">
              <DataTable
                caption={`Typical ${title.toLowerCase()} prices and durations by tier`}
                columns={PRICING_COLUMNS}
                rows={PRICING}
              />
            </div>
          </section>

          <section aria-labelledby="included-heading">
            <h2 id="included-heading" className="text-2xl font-bold text-slate-900">
              What&apos;s Included
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {INCLUDED.map((item) => (
                <li key={item} className="flex items-start gap-3 text-slate-700">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    className="mt-0.5 h-5 w-5 shrink-0 text-brand-700"
                  >
                    <path d="M5 12l5 5L20 7" />
                  </svg>
                  {item}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="cta-heading" className="rounded-xl bg-brand-50 p-6 sm:p-8">
            <h2 id="cta-heading" className="text-2xl font-bold text-slate-900">
              Ready to Start Your {title} Project?
            </h2>
            <p className="mt-2 text-slate-700">
              Compare free quotes from up to three pre-screened local contractors. Most homeowners hear back
              within {site.stats.contractorResponse}.
            </p>
            <Link
              to={paths.quotes.start}
              className="mt-6 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
            >
              Request Free Quotes
            </Link>
          </section>
        </div>

        <aside aria-labelledby="facts-heading" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl border border-slate-200 p-6">
            <h2 id="facts-heading" className="text-lg font-semibold text-slate-900">
              Quick Facts
            </h2>
            <dl className="mt-4 space-y-4">
              <div>
                <dt className="text-sm font-medium text-slate-600">Average Cost</dt>
                <dd className="text-xl font-bold text-slate-900">$15,000-$35,000</dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-slate-600">Typical Duration</dt>
                <dd className="text-xl font-bold text-slate-900">2-4 weeks</dd>
              </div>
            </dl>
          </div>
          <nav aria-labelledby="related-heading" className="rounded-xl border border-slate-200 p-6">
            <h2 id="related-heading" className="text-lg font-semibold text-slate-900">
              Related Services
            </h2>
            <ul className="mt-4 space-y-2">
              {RELATED.map((related) => (
                <li key={related.slug}>
                  <Link
                    to={paths.service(related.slug)}
                    className="font-medium text-brand-700 hover:text-brand-900"
                  >
                    {related.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </>
  )
}

export const route = (_queryClient: QueryClient): RouteModule => ({
  handle: {
    head: ({ params }) => {
      const title = titleFor(params.slug)
      return {
        title: `${title} | Find Trusted Pros`,
        description: `Get free quotes from pre-screened ${title.toLowerCase()} contractors near you. Compare prices, timelines and up to three bids.`,
        path: paths.service(params.slug ?? DEFAULT_SLUG),
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Service',
            name: title,
            serviceType: title,
            provider: { '@type': 'Organization', name: site.name },
          },
        ],
      }
    },
  } satisfies HeadHandle,
  Component: ServiceDetailPage,
})
