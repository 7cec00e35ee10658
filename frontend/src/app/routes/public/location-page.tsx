import { useLocation, useParams } from 'react-router'

import type { RouteModule } from '@/app/lazy-routes'
import { NotFound, notFoundStatus } from '@/components/layout/not-found'
import type { QuoteIntentHandle } from '@/components/layout/use-page-quote-intent'
import { GetQuotesLink } from '@/components/ui/get-quotes-link'
import { Link } from '@/components/ui/link'
import { LinkListNav } from '@/components/ui/link-list-nav'
import { QuickFacts } from '@/components/ui/quick-facts'
import { notFoundHead, type HeadHandle } from '@/components/seo/head'
import { paths, type QuoteIntent } from '@/config/paths'
import {
  locationPageQueryOptions,
  useLocationPage,
  type LocationPageParams,
} from '@/features/location-pages/api/get-location-page'
import {
  LocalContractorsIsland,
  preloadLocalContractors,
} from '@/features/location-pages/components/local-contractors-island'
import {
  HomeLeadFormIsland,
  preloadHomeLeadForm,
} from '@/features/quote-wizard/components/home-lead-form-island'
import { serviceNamesLoader, useServiceNames } from '@/features/services/api/get-service-names'
import { formatDuration, formatPrice, inSentence } from '@/lib/format'
import { asksForDraft, isPreview, type DetailLoaderData } from '@/lib/preview'
import { queryClientOf } from '@/lib/router-context'
import { useSiteSettings } from '@/lib/site-settings'

import { MAX_CONTRACTORS_PER_REQUEST } from '@contracts/limits'
import type { LocationPageData } from '@contracts/public-pages'

const locationPageParams = (params: Record<string, string | undefined>): LocationPageParams => ({
  state: params['state'] ?? '',
  city: params['city'] ?? '',
  service: params['service'] ?? '',
})

const placeOf = (page: Pick<LocationPageData, 'cityName' | 'stateName'>) =>
  `${page.cityName}, ${page.stateName}`

const breadcrumbOf = (page: LocationPageData) => [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.services },
  { label: page.service.name, to: paths.service(page.service.slug) },
  { label: placeOf(page), to: paths.locationPage(page.state, page.city, page.service.slug) },
]

/** Quotes for the page's service, with a ZIP code in its city. */
const intentOf = (page: Pick<LocationPageData, 'service' | 'zipCode'>): QuoteIntent => ({
  service: page.service.slug,
  zip: page.zipCode,
})

const sectionHeading = 'text-2xl font-bold text-slate-900'

const LocationPage = () => {
  const draft = isPreview(useLocation().search)
  const page = useLocationPage(locationPageParams(useParams()), draft)
  const services = useServiceNames()
  const site = useSiteSettings()
  if (!page) return <NotFound />
  const { cityName } = page
  const serviceName = page.service.name
  const place = placeOf(page)
  const breadcrumb = breadcrumbOf(page)

  return (
    <div>
      <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50">
        <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
          {breadcrumb.map((crumb, index) => {
            const isCurrent = index === breadcrumb.length - 1
            return (
              <li key={crumb.to} className="flex items-center gap-2">
                {index > 0 && (
                  <span aria-hidden="true" className="text-slate-600">
                    /
                  </span>
                )}
                {isCurrent ? (
                  <span aria-current="page" className="font-medium text-slate-900">
                    {crumb.label}
                  </span>
                ) : (
                  // Padded to a comfortable target (WCAG 2.5.8 asks for 24 px at least).
                  <Link
                    to={crumb.to}
                    className="inline-block py-1 text-slate-700 hover:text-brand-700 hover:underline"
                  >
                    {crumb.label}
                  </Link>
                )}
              </li>
            )
          })}
        </ol>
      </nav>

      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{`${serviceName} in ${place}`}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">
            Compare free quotes from up to {MAX_CONTRACTORS_PER_REQUEST} pre-screened{' '}
            {inSentence(serviceName)} contractors in {cityName}. Every pro is checked for licensing,
            insurance, reviews and customer satisfaction.
          </p>
          <div className="mt-8 max-w-4xl">
            {/* Keyed: a nearby city opened from here is a new form, not this one with its choices kept. */}
            <HomeLeadFormIsland
              key={`${page.state}/${page.city}/${page.service.slug}`}
              services={services}
              service={page.service.slug}
              zipCode={page.zipCode}
              submitLabel="Get Free Local Quotes"
            />
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-3 lg:px-8">
        <div className="space-y-14 lg:col-span-2">
          <section aria-labelledby="location-costs">
            <h2 id="location-costs" className={sectionHeading}>
              {serviceName} Costs in {cityName}
            </h2>
            <p className="mt-4 leading-7 text-slate-700">
              What you pay depends on the size of the project, the materials you choose and local labor rates.
              These ranges reflect typical {inSentence(serviceName)} projects in {place}.
            </p>
            <dl className="mt-6 grid gap-4 sm:grid-cols-3">
              <div className="flex flex-col rounded-lg border border-slate-200 p-5">
                <dt className="text-sm font-medium text-slate-600">Low</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900">{formatPrice(page.costLow)}</dd>
              </div>
              <div className="flex flex-col rounded-lg border-2 border-brand-600 bg-brand-50 p-5">
                <dt className="text-sm font-medium text-brand-900">Average</dt>
                <dd className="mt-1 text-2xl font-bold text-brand-900">{formatPrice(page.costAverage)}</dd>
              </div>
              <div className="flex flex-col rounded-lg border border-slate-200 p-5">
                <dt className="text-sm font-medium text-slate-600">High</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900">{formatPrice(page.costHigh)}+</dd>
              </div>
            </dl>
          </section>

          {page.considerations.length > 0 ? (
            <section aria-labelledby="location-considerations">
              <h2 id="location-considerations" className={sectionHeading}>
                Local Considerations in {cityName}
              </h2>
              <div className="mt-6 grid gap-6 sm:grid-cols-2">
                {page.considerations.map((item) => (
                  <div key={item.title}>
                    <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
                    <p className="mt-2 leading-7 text-slate-700">{item.text}</p>
                  </div>
                ))}
              </div>
            </section>
          ) : null}

          <section aria-labelledby="location-contractors">
            <h2 id="location-contractors" className={sectionHeading}>
              Top contractors
            </h2>
            <p className="mt-2 text-slate-700">{site.checksStatement}</p>
            <LocalContractorsIsland page={page} headingId="location-contractors" />
          </section>

          <section aria-labelledby="location-cta" className="rounded-lg bg-brand-50 px-6 py-10 sm:px-10">
            <h2 id="location-cta" className={sectionHeading}>
              Ready to Start Your {serviceName} Project?
            </h2>
            <p className="mt-3 max-w-2xl leading-7 text-slate-700">
              Tell us about your project and compare up to three bids from trusted local pros. It is free,
              with no obligation to hire.
            </p>
            <GetQuotesLink label="Request Free Quotes" intent={intentOf(page)} className="mt-6" />
          </section>
        </div>

        <div className="space-y-8">
          <QuickFacts
            cost={formatPrice(page.costAverage)}
            duration={formatDuration(page.durationLow, page.durationHigh)}
          />
          <LinkListNav
            title="Nearby Cities"
            links={page.nearby.map((nearby) => ({
              to: paths.locationPage(nearby.state, nearby.city, page.service.slug),
              label: nearby.cityName,
            }))}
          />
          <LinkListNav
            title={`Related Services in ${cityName}`}
            links={page.related.map((related) => ({
              to: paths.locationPage(page.state, page.city, related.slug),
              label: related.name,
            }))}
          />
        </div>
      </div>
    </div>
  )
}

export const route: RouteModule = {
  loader: async (args) => {
    const { params, request } = args
    const loaded: DetailLoaderData = { draft: asksForDraft(request) }
    // The hero's quote form offers every service.
    const [page] = await Promise.all([
      queryClientOf(args).fetchQuery(locationPageQueryOptions(locationPageParams(params), loaded.draft)),
      serviceNamesLoader(args),
      preloadHomeLeadForm(),
      preloadLocalContractors(),
    ])
    return page ? loaded : notFoundStatus(loaded)
  },
  handle: {
    quoteIntent: ({ data, params, queryClient }) => {
      const page = queryClient.getQueryData(
        locationPageQueryOptions(locationPageParams(params), data.draft).queryKey,
      )
      return page ? intentOf(page) : undefined
    },
    head: ({ data, params, origin, site, queryClient }) => {
      const page = queryClient.getQueryData(
        locationPageQueryOptions(locationPageParams(params), data.draft).queryKey,
      )
      if (!page) return notFoundHead(site)
      const place = placeOf(page)
      return {
        title: `${page.service.name} in ${place} | ${site.companyName}`,
        description: `Compare ${inSentence(page.service.name)} costs in ${place} and get free quotes from up to 3 pre-screened local contractors.`,
        meta: page.meta,
        path: paths.locationPage(page.state, page.city, page.service.slug),
        jsonLd: import.meta.env.SSR
          ? [
              {
                '@context': 'https://schema.org',
                '@type': 'BreadcrumbList',
                itemListElement: breadcrumbOf(page).map((crumb, index) => ({
                  '@type': 'ListItem',
                  position: index + 1,
                  name: crumb.label,
                  item: origin + crumb.to,
                })),
              },
            ]
          : undefined,
      }
    },
  } satisfies HeadHandle<DetailLoaderData> & QuoteIntentHandle<DetailLoaderData>,
  Component: LocationPage,
}
