import type { QueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router-dom'

import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { costGuideQueryOptions } from '@/features/cost-guides/api/get-cost-guides'
import { slugToTitle } from '@/lib/format'
import { DataTable } from '@/components/ui/data-table'
import { GetQuotesLink } from '@/components/ui/get-quotes-link'

// SPEC §2: every guide page shows the same fixed date and author, whatever its slug.
const PUBLISHED_ON = { iso: '2025-01-15', label: 'January 15, 2025' } as const
const AUTHOR = 'Expert Team'
const DEFAULT_SLUG = 'kitchen-remodeling-cost'

const slugOf = (params: Record<string, string | undefined>): string => params['slug'] ?? DEFAULT_SLUG

const COST_COLUMNS = ['Tier', 'Low', 'Average', 'High']
const COST_TIERS = [
  ['Basic', '$5,000', '$10,000', '$15,000'],
  ['Standard', '$15,000', '$25,000', '$35,000'],
  ['Premium', '$35,000', '$55,000', '$75,000+'],
]

const COST_FACTORS = [
  {
    name: 'Project Scope',
    text: 'The size of the space and how much you change, from cosmetic updates to moving walls, plumbing or wiring, has the biggest effect on the final price.',
  },
  {
    name: 'Materials and Finishes',
    text: 'Stock materials keep costs down, while custom, natural or designer finishes can multiply the budget for the same footprint.',
  },
  {
    name: 'Labor',
    text: 'Labor is a large share of most projects, and specialized trades such as electricians and plumbers charge higher rates than general crews.',
  },
  {
    name: 'Location',
    text: 'Local labor rates, permit fees and material availability vary widely, so the same project can cost noticeably more in a large metro area.',
  },
] as const

const SAVING_TIPS = [
  'Get several written quotes and compare them line by line, not just on the total.',
  'Keep the existing layout where you can: moving plumbing, gas and electrical lines adds cost quickly.',
  'Spend on the finishes you touch every day and choose mid-range options elsewhere.',
  'Ask contractors whether scheduling outside their busiest season lowers the price.',
  'Set aside a contingency of 10-15% so surprises do not force rushed, expensive decisions.',
] as const

const CostGuideDetailPage = () => {
  const title = slugToTitle(slugOf(useParams()))
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <p>
        <Link to={paths.costGuides} className="text-sm font-semibold text-brand-700 hover:text-brand-900">
          ← All cost guides
        </Link>
      </p>
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 text-sm text-slate-600">
          <span>By {AUTHOR}</span>
          <span aria-hidden="true" className="mx-2">
            ·
          </span>
          <time dateTime={PUBLISHED_ON.iso}>{PUBLISHED_ON.label}</time>
        </p>
        <p className="mt-6 text-lg leading-8 text-slate-700">
          Knowing what to expect makes planning easier. This guide breaks down typical price ranges by project
          tier, explains what drives costs up or down, and shares practical ways to stretch your budget.
        </p>
      </header>

      <section aria-labelledby="cost-breakdown" className="mt-12">
        <h2 id="cost-breakdown" className="text-2xl font-bold text-slate-900">
          Cost Breakdown
        </h2>
        <div className="mt-6">
          <DataTable caption="Typical cost ranges by project tier" columns={COST_COLUMNS} rows={COST_TIERS} />
        </div>
      </section>

      <section aria-labelledby="cost-factors" className="mt-12">
        <h2 id="cost-factors" className="text-2xl font-bold text-slate-900">
          Factors That Affect Cost
        </h2>
        <div className="mt-6 space-y-6">
          {COST_FACTORS.map((factor) => (
            <div key={factor.name}>
              <h3 className="text-lg font-semibold text-slate-900">{factor.name}</h3>
              <p className="mt-2 leading-7 text-slate-700">{factor.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="saving-tips" className="mt-12">
        <h2 id="saving-tips" className="text-2xl font-bold text-slate-900">
          Money-Saving Tips
        </h2>
        <ul className="mt-6 list-disc space-y-3 pl-6 leading-7 text-slate-700 marker:text-brand-600">
          {SAVING_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="next-steps" className="mt-12 rounded-lg bg-brand-50 p-6 sm:p-8">
        <h2 id="next-steps" className="text-2xl font-bold text-slate-900">
          Next Steps
        </h2>
        <p className="mt-4 leading-7 text-slate-700">
          The surest way to know what your project will cost is to get real quotes. Tell us about your project
          and get quotes from up to three vetted contractors in your area. It is free, and there is no
          obligation to hire.
        </p>
        <GetQuotesLink className="mt-6" />
      </section>
    </article>
  )
}

export const route = (queryClient: QueryClient): RouteModule => ({
  // The CMS record only feeds the meta description; an unknown slug still renders the spec's page.
  loader: async ({ params }) => {
    await queryClient.ensureQueryData(costGuideQueryOptions(slugOf(params)))
    return null
  },
  handle: {
    head: ({ params }) => {
      const slug = slugOf(params)
      const title = slugToTitle(slug)
      const guide = queryClient.getQueryData(costGuideQueryOptions(slug).queryKey)?.docs[0]
      return {
        title: `${title} | ${site.name}`,
        description:
          guide?.excerpt ||
          `${title}: typical price ranges by tier, the factors that drive costs and tips to save money.`,
        path: paths.costGuide(slug),
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: title,
            datePublished: PUBLISHED_ON.iso,
            author: { '@type': 'Organization', name: AUTHOR },
            publisher: { '@type': 'Organization', name: site.name },
          },
        ],
      }
    },
  } satisfies HeadHandle<null>,
  Component: CostGuideDetailPage,
})
