import { useLoaderData, useParams } from 'react-router'

import type { RouteModule } from '@/app/lazy-routes'
import { NotFound, notFoundStatus } from '@/components/layout/not-found'
import type { QuoteIntentHandle } from '@/components/layout/use-page-quote-intent'
import { notFoundHead, type HeadHandle } from '@/components/seo/head'
import { GetQuotesLink } from '@/components/ui/get-quotes-link'
import { Link } from '@/components/ui/link'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { paths, type QuoteIntent } from '@/config/paths'
import { proProfileQueryOptions, useProProfile } from '@/features/pro-profiles/api/get-pro-profile'
import { ProfileCredentials } from '@/features/pro-profiles/components/profile-credentials'
import { ProfileRatings } from '@/features/pro-profiles/components/profile-ratings'
import { ProfileReviews } from '@/features/pro-profiles/components/profile-reviews'
import { reviewsPagePath } from '@/features/pro-profiles/profile-text'
import { queryClientOf } from '@/lib/router-context'

import { pageNumberOf } from '@contracts/page-number'
import { proProfileJsonLd } from '@contracts/pro-profile-json-ld'
import type { ProProfilePageData } from '@contracts/public-pages'

/** The page of reviews the URL names; null (with HTTP 404) when there is no such profile or page. */
type ProProfileLoaderData = { page: number } | null

const slugOf = (params: Record<string, string | undefined>): string => params['slug'] ?? ''

/** Quotes from this contractor, for the first of its services (the wizard lets the visitor pick another). */
const intentOf = (profile: Pick<ProProfilePageData, 'id' | 'services'>): QuoteIntent | undefined => {
  const service = profile.services[0]
  return service ? { service: service.slug, contractor: profile.id } : undefined
}

const sectionHeading = 'text-2xl font-bold text-slate-900'
const asideHeading = 'text-lg font-semibold text-slate-900'

const Profile = ({ slug, page }: { slug: string; page: number }) => {
  const profile = useProProfile(slug, page)
  if (!profile) return <NotFound />
  const intent = intentOf(profile)
  return (
    <>
      <section aria-labelledby="profile-name" className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:flex-row sm:items-center sm:px-6 lg:px-8">
          {profile.logo ? (
            // The name stands beside it.
            <ResponsiveImage
              image={profile.logo}
              sizes="6rem"
              priority
              decorative
              className="h-24 w-24 shrink-0 rounded-xl border border-white/20 bg-white object-contain"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-24 w-24 shrink-0 items-center justify-center rounded-xl bg-white text-4xl font-bold text-brand-700"
            >
              {profile.name.trim().charAt(0).toUpperCase()}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <h1 id="profile-name" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {profile.name}
            </h1>
            {profile.serviceArea ? <p className="mt-2 text-brand-100">Serves {profile.serviceArea}</p> : null}
          </div>
          {intent ? <GetQuotesLink label={`Get quotes from ${profile.name}`} intent={intent} /> : null}
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-12 lg:col-span-2">
          <section aria-labelledby="profile-about">
            <h2 id="profile-about" className={sectionHeading}>
              About {profile.name}
            </h2>
            <p className="mt-4 whitespace-pre-line leading-7 text-slate-700">{profile.description}</p>
            {profile.yearsInBusiness !== null ? (
              <p className="mt-2 text-slate-700">
                {profile.yearsInBusiness} {profile.yearsInBusiness === 1 ? 'year' : 'years'} in business.
              </p>
            ) : null}
          </section>

          <section aria-labelledby="profile-ratings">
            <h2 id="profile-ratings" className={`${sectionHeading} mb-4`}>
              Ratings and response
            </h2>
            <ProfileRatings page={profile} />
          </section>

          <section aria-labelledby="profile-reviews">
            <h2 id="profile-reviews" className={sectionHeading}>
              Reviews
            </h2>
            <ProfileReviews page={profile} headingId="profile-reviews" />
          </section>
        </div>

        <aside className="space-y-8">
          <section aria-labelledby="profile-credentials">
            <h2 id="profile-credentials" className={asideHeading}>
              Credentials
            </h2>
            <ProfileCredentials page={profile} headingId="profile-credentials" />
          </section>

          {profile.services.length > 0 ? (
            <section aria-labelledby="profile-services">
              <h2 id="profile-services" className={asideHeading}>
                Services
              </h2>
              <ul aria-labelledby="profile-services" className="mt-3 space-y-2">
                {profile.services.map((service) => (
                  <li key={service.slug}>
                    <Link
                      to={paths.service(service.slug)}
                      className="inline-block py-0.5 text-brand-700 underline hover:text-brand-900"
                    >
                      {service.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {profile.nationwide || profile.states.length + profile.cities.length > 0 ? (
            <section aria-labelledby="profile-area">
              <h2 id="profile-area" className={asideHeading}>
                Area covered
              </h2>
              <ul aria-labelledby="profile-area" className="mt-3 space-y-1 text-slate-700">
                {profile.nationwide ? <li>Every state</li> : null}
                {profile.states.map((state) => (
                  <li key={state}>All of {state}</li>
                ))}
                {profile.cities.map((city) => (
                  <li key={city}>{city}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </>
  )
}

const ProProfilePage = () => {
  const data = useLoaderData() as ProProfileLoaderData
  const slug = slugOf(useParams())
  return data ? <Profile slug={slug} page={data.page} /> : <NotFound />
}

export const route: RouteModule = {
  loader: async (args) => {
    const page = pageNumberOf(new URL(args.request.url).searchParams.get('page'))
    if (page === null) return notFoundStatus()
    const profile = await queryClientOf(args).fetchQuery(proProfileQueryOptions(slugOf(args.params), page))
    return profile ? { page } : notFoundStatus()
  },
  handle: {
    quoteIntent: ({ data, params, queryClient }) => {
      const profile =
        data && queryClient.getQueryData(proProfileQueryOptions(slugOf(params), data.page).queryKey)
      return profile ? intentOf(profile) : undefined
    },
    head: ({ data, params, origin, site, queryClient }) => {
      const profile =
        data && queryClient.getQueryData(proProfileQueryOptions(slugOf(params), data.page).queryKey)
      if (!data || !profile) return notFoundHead(site)
      const services = profile.services.map(({ name }) => name).join(', ')
      return {
        title:
          data.page > 1
            ? `${profile.name}, reviews page ${data.page} | ${site.companyName}`
            : `${profile.name} | ${site.companyName}`,
        description: `${profile.name}${services ? ` (${services})` : ''}: licence and insurance checked, reviews from hired jobs, and how fast they answer. Get free quotes.`,
        meta: profile.meta,
        path: reviewsPagePath(profile.slug, data.page),
        jsonLd: import.meta.env.SSR ? [proProfileJsonLd(profile, origin)] : undefined,
      }
    },
  } satisfies HeadHandle<ProProfileLoaderData> & QuoteIntentHandle<ProProfileLoaderData>,
  Component: ProProfilePage,
}
