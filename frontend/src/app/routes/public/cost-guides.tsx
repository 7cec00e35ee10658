import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { costGuidesLoader, useCostGuides } from '@/features/cost-guides/api/get-cost-guides'
import { GetQuotesLink } from '@/components/ui/get-quotes-link'
import { LinkCard } from '@/components/ui/link-card'
import { formatLongDate } from '@/lib/format-date'

const CostGuidesPage = () => {
  const guides = useCostGuides()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Cost Guides</h1>
        <p className="mt-4 text-lg leading-8 text-slate-600">
          Know what to expect before you hire. Our guides break down typical price ranges, the factors that
          drive costs up or down, and practical ways to get the most from your budget.
        </p>
      </header>

      {guides.length === 0 ? (
        <p className="mt-12 rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-700">
          No cost guides have been published yet. Please check back soon.
        </p>
      ) : (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {guides.map((guide) => (
            <li key={guide.id}>
              <LinkCard to={paths.costGuide(guide.slug)} title={guide.title}>
                <p className="mt-2 text-sm text-slate-600">
                  <time dateTime={guide.publishedAt}>{formatLongDate(guide.publishedAt)}</time>
                </p>
                <p className="mt-4 flex-1 leading-7 text-slate-700">{guide.excerpt}</p>
                <p aria-hidden="true" className="mt-6 text-sm font-semibold text-brand-700">
                  Read the guide →
                </p>
              </LinkCard>
            </li>
          ))}
        </ul>
      )}

      <section
        aria-labelledby="cost-guides-cta"
        className="mt-16 rounded-lg bg-brand-50 px-6 py-10 text-center sm:px-12"
      >
        <h2 id="cost-guides-cta" className="text-2xl font-bold text-slate-900">
          Want a Price for Your Own Project?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700">
          Guides give you a range; real quotes give you a number. Compare up to three bids from pre-screened
          local contractors, free.
        </p>
        <GetQuotesLink className="mt-6" />
      </section>
    </div>
  )
}

export const route: RouteModule = {
  loader: costGuidesLoader,
  handle: {
    head: ({ site }) => ({
      title: `Cost Guides | ${site.companyName}`,
      description:
        'Home improvement cost guides: typical price ranges, what drives costs and how to save on your next project.',
      path: paths.costGuides,
    }),
  } satisfies HeadHandle<null>,
  Component: CostGuidesPage,
}
