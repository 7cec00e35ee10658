import { Check } from 'lucide-react'
import { useLocation, useParams } from 'react-router'

import type { RouteModule } from '@/app/lazy-routes'
import { NotFound, notFoundStatus } from '@/components/layout/not-found'
import type { QuoteIntentHandle } from '@/components/layout/use-page-quote-intent'
import { notFoundHead, type HeadHandle } from '@/components/seo/head'
import { organizationOf } from '@/components/seo/structured-data'
import { DataTable } from '@/components/ui/data-table'
import { GetQuotesLink } from '@/components/ui/get-quotes-link'
import { LinkListNav } from '@/components/ui/link-list-nav'
import { QuickFacts } from '@/components/ui/quick-facts'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { RichText } from '@/components/ui/rich-text'
import { paths } from '@/config/paths'
import {
  HomeLeadFormIsland,
  preloadHomeLeadForm,
} from '@/features/quote-wizard/components/home-lead-form-island'
import { serviceNamesLoader, useServiceNames } from '@/features/services/api/get-service-names'
import { servicePageQueryOptions, useServicePage } from '@/features/services/api/get-service-page'
import { formatDuration, formatPriceRange, inSentence } from '@/lib/format'
import { asksForDraft, isPreview, type DetailLoaderData } from '@/lib/preview'
import { queryClientOf } from '@/lib/router-context'
import { useSiteSettings } from '@/lib/site-settings'

const PRICING_COLUMNS = ['Tier', 'Price', 'Duration']

/** Tailwind's lg: where the hero has room for its picture. */
const HERO_IMAGE_SHOWN = '(min-width: 1024px)'

const slugOf = (params: Record<string, string | undefined>): string => params['slug'] ?? ''

const ServiceDetailPage = () => {
  const draft = isPreview(useLocation().search)
  const service = useServicePage(slugOf(useParams()), draft)
  const { figures } = useSiteSettings()
  const services = useServiceNames()
  if (!service) return <NotFound />
  const { name } = service
  const intent = { service: service.slug }
  return (
    <>
      <section aria-labelledby="service-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:grid lg:grid-cols-[minmax(0,1fr)_28rem] lg:items-center lg:gap-12 lg:px-8">
          <div>
            <h1 id="service-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
              {name}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-brand-100">{service.description}</p>
            <div className="mt-8">
              {/* Keyed: a related service opened from here is a new form, not this one with its choice kept. */}
              <HomeLeadFormIsland key={service.slug} services={services} service={service.slug} />
            </div>
          </div>
          {service.image ? (
            // Beside the text on wide screens only: on a phone it would push the text down and outweigh it.
            <ResponsiveImage
              image={service.image}
              sizes="28rem"
              shownWhere={HERO_IMAGE_SHOWN}
              priority
              className="hidden h-auto w-full rounded-2xl shadow-xl lg:block"
            />
          ) : null}
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-12 lg:col-span-2">
          {service.overviewHtml ? (
            <section aria-labelledby="overview-heading">
              <h2 id="overview-heading" className="text-2xl font-bold text-slate-900">
                Overview
              </h2>
              <RichText html={service.overviewHtml} className="mt-4" />
            </section>
          ) : null}

          {service.pricingTiers.length > 0 ? (
            <section aria-labelledby="pricing-heading">
              <h2 id="pricing-heading" className="text-2xl font-bold text-slate-900">
                {name} Pricing
              </h2>
              <div className="mt-4">
                <DataTable
                  caption={`Typical ${inSentence(name)} prices and durations by tier`}
                  columns={PRICING_COLUMNS}
                  rows={service.pricingTiers.map((tier) => ({
                    key: tier.name,
                    cells: [
                      tier.name,
                      formatPriceRange(tier.priceLow, tier.priceHigh, tier.openEnded),
                      formatDuration(tier.durationLow, tier.durationHigh),
                    ],
                  }))}
                />
              </div>
            </section>
          ) : null}

          {service.included.length > 0 ? (
            <section aria-labelledby="included-heading">
              <h2 id="included-heading" className="text-2xl font-bold text-slate-900">
                What&apos;s Included
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {service.included.map((item) => (
                  <li key={item} className="flex items-start gap-3 text-slate-700">
                    <Check
                      aria-hidden="true"
                      strokeWidth={2.5}
                      className="mt-0.5 h-5 w-5 shrink-0 text-brand-700"
                    />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="cta-heading" className="rounded-xl bg-brand-50 p-6 sm:p-8">
            <h2 id="cta-heading" className="text-2xl font-bold text-slate-900">
              Ready to Start Your {name} Project?
            </h2>
            <p className="mt-2 text-slate-700">
              Compare free quotes from up to three pre-screened local contractors. Most homeowners hear back
              within {figures.contractorResponse}.
            </p>
            <GetQuotesLink label="Request Free Quotes" intent={intent} className="mt-6" />
          </section>
        </div>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <QuickFacts
            cost={formatPriceRange(service.priceLow, service.priceHigh)}
            duration={formatDuration(service.durationLow, service.durationHigh)}
          />
          <LinkListNav
            title="Related Services"
            links={service.related.map((related) => ({
              to: paths.service(related.slug),
              label: related.name,
            }))}
          />
        </aside>
      </div>
    </>
  )
}

export const route: RouteModule = {
  loader: async (args) => {
    const { params, request } = args
    const loaded: DetailLoaderData = { draft: asksForDraft(request) }
    // The hero's quote form offers every service.
    const [service] = await Promise.all([
      queryClientOf(args).fetchQuery(servicePageQueryOptions(slugOf(params), loaded.draft)),
      serviceNamesLoader(args),
      preloadHomeLeadForm(),
    ])
    return service ? loaded : notFoundStatus(loaded)
  },
  handle: {
    quoteIntent: ({ data, params, queryClient }) => {
      const service = queryClient.getQueryData(servicePageQueryOptions(slugOf(params), data.draft).queryKey)
      return service ? { service: service.slug } : undefined
    },
    head: ({ data, params, origin, site, queryClient }) => {
      const slug = slugOf(params)
      const service = queryClient.getQueryData(servicePageQueryOptions(slug, data.draft).queryKey)
      if (!service) return notFoundHead(site)
      const { meta } = service
      return {
        title: `${service.name} | ${site.companyName}`,
        description: `Get free quotes from pre-screened ${inSentence(service.name)} contractors near you. Compare prices, timelines and up to three bids.`,
        meta,
        path: paths.service(slug),
        jsonLd: import.meta.env.SSR
          ? [
              {
                '@context': 'https://schema.org',
                '@type': 'Service',
                name: service.name,
                serviceType: service.name,
                description: meta.description ?? service.description,
                ...(meta.image ? { image: meta.image.url } : {}),
                url: origin + paths.service(slug),
                provider: organizationOf(site, origin),
              },
            ]
          : undefined,
      }
    },
  } satisfies HeadHandle<DetailLoaderData> & QuoteIntentHandle<DetailLoaderData>,
  Component: ServiceDetailPage,
}
