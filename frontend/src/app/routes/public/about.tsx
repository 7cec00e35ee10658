import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { GetQuotesLink } from '@/components/ui/get-quotes-link'
import { paths } from '@/config/paths'
import { type SiteSettings, useSiteSettings } from '@/lib/site-settings'

import { MAX_CONTRACTORS_PER_REQUEST } from '@contracts/limits'

const stats = ({ figures }: SiteSettings) => [
  { value: figures.projectsCompleted, label: 'Projects completed' },
  { value: figures.averageRating, label: 'Average rating' },
  { value: figures.customerSatisfaction, label: 'Customer satisfaction' },
]

const steps = ({ figures }: SiteSettings) => [
  {
    title: 'Tell us about your project',
    text: 'Choose a service, enter your ZIP code and share a few details about what you need done.',
  },
  {
    title: 'Compare up to three bids',
    text: `Pick up to ${MAX_CONTRACTORS_PER_REQUEST} pre-screened local contractors and receive free quotes within ${figures.quotesWithin}.`,
  },
  {
    title: 'Hire with confidence',
    text: 'Review the quotes side by side, ask questions and choose the pro that fits your project and budget.',
  },
]

const PROMISES = [
  {
    title: 'Free to homeowners',
    text: 'Our service costs you nothing. You pay only the contractor you decide to hire, and there is never an obligation to hire anyone.',
  },
  {
    title: 'Pre-screened contractors',
    text: 'Every contractor in our network is pre-screened for licensing, insurance, reviews and customer satisfaction before they can quote on your project.',
  },
  {
    title: 'Real choice',
    text: 'You can compare up to three bids, so you see fair local prices and choose the contractor you trust most.',
  },
] as const

const AboutPage = () => {
  const site = useSiteSettings()
  return (
    <div>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            About {site.companyName}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-700">
            {site.companyName} connects homeowners with top-rated local contractors. We make it simple to get
            free quotes, compare bids and hire the right pro for your home improvement project.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 lg:px-8">
        <section aria-labelledby="about-mission" className="max-w-3xl">
          <h2 id="about-mission" className="text-2xl font-bold text-slate-900">
            Our Mission
          </h2>
          <p className="mt-4 leading-7 text-slate-700">
            Finding a reliable contractor should not be a gamble. Our mission is to take the guesswork out of
            home improvement by giving every homeowner access to trustworthy professionals, transparent
            pricing and the freedom to compare before they commit.
          </p>
        </section>

        <section aria-labelledby="about-how">
          <h2 id="about-how" className="text-2xl font-bold text-slate-900">
            How It Works
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {steps(site).map((step, index) => (
              <li key={step.title} className="rounded-lg border border-slate-200 p-6">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="about-promise">
          <h2 id="about-promise" className="text-2xl font-bold text-slate-900">
            Why Homeowners Trust Us
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {PROMISES.map((promise) => (
              <div key={promise.title} className="rounded-lg bg-slate-50 p-6">
                <h3 className="text-lg font-semibold text-slate-900">{promise.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{promise.text}</p>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="about-numbers">
          <h2 id="about-numbers" className="text-2xl font-bold text-slate-900">
            By the Numbers
          </h2>
          <dl className="mt-6 grid gap-6 sm:grid-cols-3">
            {stats(site).map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-lg border border-slate-200 p-6 text-center"
              >
                <dt className="text-sm font-medium text-slate-600">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold text-brand-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section
          aria-labelledby="about-cta"
          className="rounded-lg bg-brand-900 px-6 py-12 text-center sm:px-12"
        >
          <h2 id="about-cta" className="text-2xl font-bold text-white">
            Ready to Start Your Project?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">
            Tell us what you need and get free quotes from trusted local pros.
          </p>
          <GetQuotesLink className="mt-6" />
        </section>
      </div>
    </div>
  )
}

// No loader of its own: the root route's brings what the page shows (the site settings).
export const route: RouteModule = {
  handle: {
    head: ({ site }) => ({
      title: `About Us | ${site.companyName}`,
      description: `${site.companyName} connects homeowners with pre-screened local contractors. Free to homeowners: get quotes and compare up to three bids.`,
      path: paths.about,
    }),
  } satisfies HeadHandle,
  Component: AboutPage,
}
