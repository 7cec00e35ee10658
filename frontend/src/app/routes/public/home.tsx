import { Star } from 'lucide-react'
import { useId } from 'react'
import type { LoaderFunction } from 'react-router'

import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { homeJsonLd } from '@/components/seo/structured-data'
import { CmsIcon } from '@/components/ui/cms-icon'
import { GetQuotesLink } from '@/components/ui/get-quotes-link'
import { Link } from '@/components/ui/link'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { paths } from '@/config/paths'
import { homePageLoader, useFeaturedReviews, useHomePage } from '@/features/home-page/api/get-home-page'
import { homeTestimonials } from '@/features/home-page/utils/testimonials'
import {
  HomeLeadFormIsland,
  preloadHomeLeadForm,
} from '@/features/quote-wizard/components/home-lead-form-island'
import { serviceNamesLoader, useServiceNames } from '@/features/services/api/get-service-names'
import { servicesQueryOptions, useServices } from '@/features/services/api/get-services'
import { ServiceCard } from '@/features/services/components/service-card'
import { queryClientOf } from '@/lib/router-context'
import { useSiteSettings } from '@/lib/site-settings'

const POPULAR_SERVICES_COUNT = 6

/** Tailwind's lg: where the hero has room for its picture beside the text and form. */
const HERO_IMAGE_SHOWN = '(min-width: 1024px)'

/** Lucide's star is 24 units square; the rating spaces five of them as `gap-0.5` spaced the separate icons. */
const STAR_PITCH = 26.4

/**
 * Five stars drawn from one copy of the icon, which each `<use>` repeats: fifteen separate icons were a sixth of the
 * home page's HTML (docs/decisions/0024-icons-as-data.md).
 */
const Stars = () => {
  const starId = useId()
  return (
    <div className="text-accent-600">
      <span className="sr-only">Rated 5 out of 5</span>
      <svg aria-hidden="true" viewBox={`0 0 ${STAR_PITCH * 5 - 2.4} 24`} className="h-5 w-[6.75rem]">
        <defs>
          <Star id={starId} fill="currentColor" />
        </defs>
        {[0, 1, 2, 3, 4].map((star) => (
          <use key={star} href={`#${starId}`} x={star * STAR_PITCH} />
        ))}
      </svg>
    </div>
  )
}

const HomePage = () => {
  const popularServices = useServices(POPULAR_SERVICES_COUNT)
  const serviceNames = useServiceNames()
  const { hero, testimonials: typedTestimonials, reasons, callToAction } = useHomePage()
  const testimonials = homeTestimonials(useFeaturedReviews().docs, typedTestimonials)
  const heroImage = hero.imageResponsive ?? null
  const site = useSiteSettings()
  const stats = [
    { value: site.figures.projectsCompleted, label: 'Projects Completed' },
    { value: site.figures.averageRating, label: 'Average Rating' },
    { value: site.figures.customerSatisfaction, label: 'Customer Satisfaction' },
  ]
  return (
    <>
      <section aria-labelledby="hero-heading" className="bg-brand-900 text-white">
        <div
          className={`mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8 ${
            heroImage
              ? 'lg:grid lg:max-w-7xl lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-center lg:gap-12 lg:text-left'
              : ''
          }`}
        >
          <div>
            <h1 id="hero-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
              {hero.title}
            </h1>
            <p className={`mx-auto mt-4 max-w-2xl text-lg text-brand-100 ${heroImage ? 'lg:mx-0' : ''}`}>
              {hero.text}
            </p>
            <div className={`mx-auto mt-10 max-w-3xl text-brand-100 ${heroImage ? 'lg:mx-0' : ''}`}>
              <HomeLeadFormIsland services={serviceNames} />
            </div>
          </div>
          {heroImage ? (
            // Beside the text on wide screens only: on a phone the text and form fill the first screen.
            <ResponsiveImage
              image={heroImage}
              sizes="30rem"
              shownWhere={HERO_IMAGE_SHOWN}
              priority
              className="hidden h-auto w-full rounded-2xl shadow-xl lg:block"
            />
          ) : null}
        </div>
      </section>

      <section aria-labelledby="stats-heading" className="border-b border-slate-200 bg-brand-50">
        <h2 id="stats-heading" className="sr-only">
          {site.companyName} by the numbers
        </h2>
        <dl className="mx-auto grid max-w-5xl gap-6 px-4 py-10 text-center sm:grid-cols-3 sm:px-6 lg:px-8">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-white p-6 shadow-sm">
              <dt className="mt-1 text-sm font-medium text-slate-700">{stat.label}</dt>
              <dd className="text-3xl font-bold text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {/* Not a named region: its name would make "service" label queries ambiguous with the form's select. */}
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 className="text-3xl font-bold text-slate-900">Popular Services</h2>
            <p className="mt-2 text-slate-700">The projects homeowners ask us about most.</p>
          </div>
          <Link to={paths.services} className="font-semibold text-brand-700 hover:text-brand-900">
            View All Services <span aria-hidden="true">→</span>
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {popularServices.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </section>

      {testimonials.length ? (
        <section aria-labelledby="testimonials-heading" className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
            <h2 id="testimonials-heading" className="text-center text-3xl font-bold text-slate-900">
              What Homeowners Say
            </h2>
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {testimonials.map((testimonial) => (
                <li key={testimonial.key}>
                  <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                    <Stars />
                    <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
                      <p>&ldquo;{testimonial.quote}&rdquo;</p>
                    </blockquote>
                    <figcaption className="mt-6">
                      <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                      <span className="block text-sm text-slate-600">
                        {[testimonial.city, testimonial.service].filter(Boolean).join(' · ')}
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {reasons?.length ? (
        <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="why-heading" className="text-center text-3xl font-bold text-slate-900">
            Why Choose {site.companyName}
          </h2>
          <ul className="mt-10 grid gap-8 md:grid-cols-3">
            {reasons.map((reason) => (
              <li key={reason.id ?? reason.title} className="text-center">
                <span className="mx-auto inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <CmsIcon svg={reason.iconSvg} className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{reason.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="get-started-heading" className="bg-brand-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2 id="get-started-heading" className="text-3xl font-bold">
            {callToAction.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{callToAction.text}</p>
          <GetQuotesLink label="Get Started Now" className="mt-8" />
        </div>
      </section>
    </>
  )
}

/**
 * The popular services' cards, every service's name for the form, the page's own copy and the form's code, fetched
 * side by side. Six cards' pictures and icons, not twelve: the page embeds what it read, so reading less makes
 * less HTML.
 */
const homeLoader: LoaderFunction = async (args) => {
  await Promise.all([
    queryClientOf(args).fetchQuery(servicesQueryOptions(POPULAR_SERVICES_COUNT)),
    serviceNamesLoader(args),
    homePageLoader(args),
    preloadHomeLeadForm(),
  ])
  return null
}

export const route: RouteModule = {
  loader: homeLoader,
  handle: {
    head: ({ origin, site }) => ({
      title: `Find Top-Rated Contractors in Your Area | ${site.companyName}`,
      description:
        'Get free quotes from pre-screened, top-rated local contractors and compare up to three bids for your home improvement project. Free to homeowners.',
      path: paths.home,
      jsonLd: import.meta.env.SSR ? homeJsonLd(site, origin) : undefined,
    }),
  } satisfies HeadHandle<null>,
  Component: HomePage,
}
