import type { QueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router-dom'

import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import {
  cityPageQueryOptions,
  useCityPage,
  type LocationParams,
} from '@/features/locations/api/get-city-page'
import { formatPrice, slugToTitle } from '@/lib/format'
import type { CityPage } from '@/types/payload'

// SPEC §2: the page's defaults when a segment is missing, and its figures when no CMS record exists.
const DEFAULT_PARAMS: LocationParams = { state: 'florida', city: 'miami', service: 'kitchen-remodeling' }
const DEFAULT_COSTS: Pick<CityPage, 'costLow' | 'costAverage' | 'costHigh'> = {
  costLow: 12000,
  costAverage: 28000,
  costHigh: 55000,
}
const TYPICAL_DURATION = '3-5 weeks'

const NEARBY_CITIES = [
  { state: 'florida', city: 'tampa', label: 'Tampa' },
  { state: 'florida', city: 'orlando', label: 'Orlando' },
  { state: 'florida', city: 'fort-lauderdale', label: 'Fort Lauderdale' },
] as const

const RELATED_SERVICES = [
  { slug: 'bathroom-renovation', label: 'Bathroom Renovation' },
  { slug: 'flooring', label: 'Flooring' },
  { slug: 'painting', label: 'Painting' },
] as const

const locationParams = (params: Record<string, string | undefined>): LocationParams => ({
  state: params['state'] ?? DEFAULT_PARAMS.state,
  city: params['city'] ?? DEFAULT_PARAMS.city,
  service: params['service'] ?? DEFAULT_PARAMS.service,
})

const namesOf = ({ state, city, service }: LocationParams) => {
  const cityName = slugToTitle(city)
  const stateName = slugToTitle(state)
  return { cityName, stateName, place: `${cityName}, ${stateName}`, serviceName: slugToTitle(service) }
}

const breadcrumbOf = ({ state, city, service }: LocationParams) => {
  const { place, serviceName } = namesOf({ state, city, service })
  return [
    { label: 'Home', to: paths.home },
    { label: 'Services', to: paths.services },
    { label: serviceName, to: paths.service(service) },
    { label: place, to: paths.location(state, city, service) },
  ]
}

const primaryButton =
  'inline-block rounded-md bg-accent-600 px-6 py-3 font-semibold text-white hover:bg-accent-700'
const sectionHeading = 'text-2xl font-bold text-slate-900'
const textLink = 'font-medium text-brand-700 hover:text-brand-900 hover:underline'

const Badge = ({ children }: { children: string }) => (
  <span className="inline-flex items-center rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mr-1 h-3.5 w-3.5" fill="currentColor">
      <path d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 111.4-1.4L8 12.6l7.3-7.3a1 1 0 011.4 0z" />
    </svg>
    {children}
  </span>
)

const LocationPage = () => {
  const params = locationParams(useParams())
  const record = useCityPage(params)
  const { cityName, place, serviceName } = namesOf(params)
  const costs = record ?? DEFAULT_COSTS
  const breadcrumb = breadcrumbOf(params)
  const service = serviceName.toLowerCase()

  const considerations = [
    {
      title: 'Permits and Inspections',
      text: `Many ${service} projects in ${cityName} need a building permit and one or more inspections. A licensed local contractor knows the requirements and can pull permits for you.`,
    },
    {
      title: 'Climate and Materials',
      text: `Heat, humidity and seasonal storms affect which materials last. Ask contractors which products hold up best in ${cityName} and whether they carry local warranties.`,
    },
    {
      title: 'Scheduling and Demand',
      text: `Demand for contractors in ${cityName} rises and falls with the seasons. Booking early and being flexible on start dates can shorten the wait and improve pricing.`,
    },
    {
      title: 'HOA and Building Rules',
      text: `If your home is part of a homeowners association, check its rules before work starts. Some communities require approval for exterior changes, work hours or contractor access.`,
    },
  ]

  return (
    <div>
      <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50">
        <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3 text-sm sm:px-6 lg:px-8">
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
                  <Link to={crumb.to} className="text-slate-700 hover:text-brand-700 hover:underline">
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
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            {`${serviceName} in ${place}`}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">
            Compare free quotes from up to {site.maxContractors} pre-screened {service} contractors in{' '}
            {cityName}. Every pro is checked for licensing, insurance, reviews and customer satisfaction.
          </p>
          <Link to={paths.quotes.start} className={`mt-8 ${primaryButton} focus-visible:outline-white`}>
            Get Free Local Quotes
          </Link>
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
              These ranges reflect typical {service} projects in {place}.
            </p>
            <dl className="mt-6 grid gap-4 sm:grid-cols-3">
              <div className="flex flex-col rounded-lg border border-slate-200 p-5">
                <dt className="text-sm font-medium text-slate-600">Low</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900">{formatPrice(costs.costLow)}</dd>
              </div>
              <div className="flex flex-col rounded-lg border-2 border-brand-600 bg-brand-50 p-5">
                <dt className="text-sm font-medium text-brand-900">Average</dt>
                <dd className="mt-1 text-2xl font-bold text-brand-900">{formatPrice(costs.costAverage)}</dd>
              </div>
              <div className="flex flex-col rounded-lg border border-slate-200 p-5">
                <dt className="text-sm font-medium text-slate-600">High</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900">{formatPrice(costs.costHigh)}+</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="location-considerations">
            <h2 id="location-considerations" className={sectionHeading}>
              Local Considerations in {cityName}
            </h2>
            <div className="mt-6 grid gap-6 sm:grid-cols-2">
              {considerations.map((item) => (
                <div key={item.title}>
                  <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
                  <p className="mt-2 leading-7 text-slate-700">{item.text}</p>
                </div>
              ))}
            </div>
          </section>

          <section aria-labelledby="location-contractors">
            <h2 id="location-contractors" className={sectionHeading}>
              Top contractors
            </h2>
            <ul className="mt-6 space-y-4">
              <li>
                <article className="rounded-lg border border-slate-200 p-6 shadow-sm">
                  <div className="flex items-start gap-4">
                    <span
                      aria-hidden="true"
                      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-900"
                    >
                      P
                    </span>
                    <div className="min-w-0">
                      <h3 className="text-lg font-semibold text-slate-900">Premier Home Renovations</h3>
                      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
                        <span aria-hidden="true" className="text-accent-600">
                          ★★★★★
                        </span>
                        <span>
                          <span className="sr-only">Rated </span>
                          <span className="font-semibold text-slate-900">4.9</span>
                          <span className="sr-only"> out of 5</span>
                        </span>
                        <span>(127 reviews)</span>
                      </p>
                      <p className="mt-2 flex flex-wrap gap-2">
                        <Badge>Licensed</Badge>
                        <Badge>Insured</Badge>
                      </p>
                    </div>
                  </div>
                  <p className="mt-4 leading-7 text-slate-700">
                    A family-owned team serving {cityName} and surrounding areas, known for clear estimates,
                    tidy job sites and projects finished on schedule.
                  </p>
                </article>
              </li>
            </ul>
          </section>

          <section aria-labelledby="location-cta" className="rounded-lg bg-brand-50 px-6 py-10 sm:px-10">
            <h2 id="location-cta" className={sectionHeading}>
              Ready to Start Your {serviceName} Project?
            </h2>
            <p className="mt-3 max-w-2xl leading-7 text-slate-700">
              Tell us about your project and compare up to three bids from trusted local pros. It is free,
              with no obligation to hire.
            </p>
            <Link to={paths.quotes.start} className={`mt-6 ${primaryButton}`}>
              Request Free Quotes
            </Link>
          </section>
        </div>

        <div className="space-y-8">
          <section aria-labelledby="location-facts" className="rounded-lg border border-slate-200 p-6">
            <h2 id="location-facts" className="text-lg font-semibold text-slate-900">
              Quick Facts
            </h2>
            <dl className="mt-4 space-y-4">
              <div>
                <dt className="text-sm text-slate-600">Average Cost</dt>
                <dd className="text-xl font-bold text-slate-900">{formatPrice(costs.costAverage)}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Typical Duration</dt>
                <dd className="text-xl font-bold text-slate-900">{TYPICAL_DURATION}</dd>
              </div>
            </dl>
          </section>

          <nav aria-labelledby="location-nearby" className="rounded-lg border border-slate-200 p-6">
            <h2 id="location-nearby" className="text-lg font-semibold text-slate-900">
              Nearby Cities
            </h2>
            <ul className="mt-4 space-y-2">
              {NEARBY_CITIES.map((nearby) => (
                <li key={nearby.city}>
                  <Link to={paths.location(nearby.state, nearby.city, params.service)} className={textLink}>
                    {nearby.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="location-related" className="rounded-lg border border-slate-200 p-6">
            <h2 id="location-related" className="text-lg font-semibold text-slate-900">
              Related Services in {cityName}
            </h2>
            <ul className="mt-4 space-y-2">
              {RELATED_SERVICES.map((related) => (
                <li key={related.slug}>
                  <Link to={paths.location(params.state, params.city, related.slug)} className={textLink}>
                    {related.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  )
}

export const route = (queryClient: QueryClient): RouteModule => ({
  loader: async ({ params }) => {
    await queryClient.ensureQueryData(cityPageQueryOptions(locationParams(params)))
    return null
  },
  handle: {
    head: ({ params: rawParams }) => {
      const params = locationParams(rawParams)
      const { place, serviceName } = namesOf(params)
      const record = queryClient.getQueryData(cityPageQueryOptions(params).queryKey)?.docs[0]
      return {
        title: record?.title || `${serviceName} in ${place} | ${site.name}`,
        description:
          record?.metaDescription ||
          `Compare ${serviceName.toLowerCase()} costs in ${place} and get free quotes from up to 3 pre-screened local contractors.`,
        path: paths.location(params.state, params.city, params.service),
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: breadcrumbOf(params).map((crumb, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: crumb.label,
              item: crumb.to,
            })),
          },
        ],
      }
    },
  } satisfies HeadHandle<null>,
  Component: LocationPage,
})
