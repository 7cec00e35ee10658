import { useLocation, useParams } from 'react-router'

import type { RouteModule } from '@/app/lazy-routes'
import { NotFound, notFoundStatus } from '@/components/layout/not-found'
import type { QuoteIntentHandle } from '@/components/layout/use-page-quote-intent'
import { notFoundHead, type HeadHandle } from '@/components/seo/head'
import { articleImageOf, organizationOf } from '@/components/seo/structured-data'
import { DataTable } from '@/components/ui/data-table'
import { GetQuotesLink } from '@/components/ui/get-quotes-link'
import { Link } from '@/components/ui/link'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { RichText } from '@/components/ui/rich-text'
import { paths, type QuoteIntent } from '@/config/paths'
import { costGuidePageQueryOptions, useCostGuidePage } from '@/features/cost-guides/api/get-cost-guide-page'
import {
  HomeLeadFormIsland,
  preloadHomeLeadForm,
} from '@/features/quote-wizard/components/home-lead-form-island'
import { serviceNamesLoader, useServiceNames } from '@/features/services/api/get-service-names'
import { formatPrice } from '@/lib/format'
import { formatLongDate } from '@/lib/format-date'
import { asksForDraft, isPreview, type DetailLoaderData } from '@/lib/preview'
import { queryClientOf } from '@/lib/router-context'

import type { CostGuidePageData } from '@contracts/public-pages'

/** A guide that prices a service starts the wizard with it; one that prices none starts it bare. */
const intentOf = (guide: Pick<CostGuidePageData, 'serviceSlug'>): QuoteIntent | undefined =>
  guide.serviceSlug ? { service: guide.serviceSlug } : undefined

const COST_COLUMNS = ['Tier', 'Low', 'Average', 'High']

const slugOf = (params: Record<string, string | undefined>): string => params['slug'] ?? ''

const CostGuideDetailPage = () => {
  const draft = isPreview(useLocation().search)
  const guide = useCostGuidePage(slugOf(useParams()), draft)
  const services = useServiceNames()
  if (!guide) return <NotFound />
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <p>
        <Link
          to={paths.costGuides}
          className="inline-block py-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          ← All cost guides
        </Link>
      </p>
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{guide.title}</h1>
        <p className="mt-4 text-sm text-slate-600">
          <span>By {guide.author}</span>
          <span aria-hidden="true" className="mx-2">
            ·
          </span>
          <time dateTime={guide.publishedAt}>{formatLongDate(guide.publishedAt)}</time>
        </p>
        <p className="mt-6 text-lg leading-8 text-slate-700">{guide.excerpt}</p>
        {/* The guide's service is chosen when it names one; otherwise the visitor picks. */}
        <div className="mt-8 rounded-2xl bg-brand-50 p-3 text-slate-700 sm:p-4">
          <HomeLeadFormIsland key={guide.slug} services={services} service={guide.serviceSlug ?? undefined} />
        </div>
      </header>

      {guide.heroImage ? (
        <ResponsiveImage
          image={guide.heroImage}
          sizes="(min-width: 768px) 44rem, 100vw"
          priority
          className="mt-10 h-auto w-full rounded-xl"
        />
      ) : null}

      {guide.costTiers.length > 0 ? (
        <section aria-labelledby="cost-breakdown" className="mt-12">
          <h2 id="cost-breakdown" className="text-2xl font-bold text-slate-900">
            Cost Breakdown
          </h2>
          <div className="mt-6">
            <DataTable
              caption="Typical cost ranges by project tier"
              columns={COST_COLUMNS}
              rows={guide.costTiers.map((tier) => ({
                key: tier.name,
                cells: [
                  tier.name,
                  formatPrice(tier.low),
                  formatPrice(tier.average),
                  `${formatPrice(tier.high)}${tier.openEnded ? '+' : ''}`,
                ],
              }))}
            />
          </div>
        </section>
      ) : null}

      {guide.bodyHtml ? <RichText html={guide.bodyHtml} className="mt-12" /> : null}

      <p className="mt-10">
        <GetQuotesLink intent={intentOf(guide)} />
      </p>
    </article>
  )
}

export const route: RouteModule = {
  loader: async (args) => {
    const { params, request } = args
    const loaded: DetailLoaderData = { draft: asksForDraft(request) }
    // The quote form at the top offers every service.
    const [guide] = await Promise.all([
      queryClientOf(args).fetchQuery(costGuidePageQueryOptions(slugOf(params), loaded.draft)),
      serviceNamesLoader(args),
      preloadHomeLeadForm(),
    ])
    return guide ? loaded : notFoundStatus(loaded)
  },
  handle: {
    quoteIntent: ({ data, params, queryClient }) => {
      const guide = queryClient.getQueryData(costGuidePageQueryOptions(slugOf(params), data.draft).queryKey)
      return guide ? intentOf(guide) : undefined
    },
    head: ({ data, params, origin, site, queryClient }) => {
      const slug = slugOf(params)
      const guide = queryClient.getQueryData(costGuidePageQueryOptions(slug, data.draft).queryKey)
      if (!guide) return notFoundHead(site)
      const { meta } = guide
      return {
        title: `${guide.title} | ${site.companyName}`,
        description: guide.excerpt,
        meta,
        path: paths.costGuide(slug),
        type: 'article',
        jsonLd: import.meta.env.SSR
          ? [
              {
                '@context': 'https://schema.org',
                '@type': 'Article',
                headline: guide.title,
                description: meta.description ?? guide.excerpt,
                image: articleImageOf(meta.image, site, origin),
                datePublished: guide.publishedAt,
                url: origin + paths.costGuide(slug),
                mainEntityOfPage: origin + paths.costGuide(slug),
                author: { '@type': 'Organization', name: guide.author },
                publisher: organizationOf(site, origin),
              },
            ]
          : undefined,
      }
    },
  } satisfies HeadHandle<DetailLoaderData> & QuoteIntentHandle<DetailLoaderData>,
  Component: CostGuideDetailPage,
}
