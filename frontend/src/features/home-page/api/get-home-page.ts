import { queryOptions } from '@tanstack/react-query'
import type { LoaderFunction } from 'react-router'

import { useRouteQueryData } from '@/hooks/use-route-query-data'
import { queryClientOf } from '@/lib/router-context'
import type { HomePage } from '@/types/payload'

import { featuredReviewsQueryOptions } from './get-featured-reviews'

/** The home page's own copy (cms/src/globals/HomePage.ts); its figures are the site settings'. */
export type HomePageContent = Pick<HomePage, 'hero' | 'testimonials' | 'reasons' | 'callToAction'>

export const homePageQueryOptions = () =>
  queryOptions<HomePageContent>({
    // Kept for the visit: the page reads it without an observer (hooks/use-route-query-data.ts).
    gcTime: Infinity,
    // The reasons' icon names too: the CMS draws iconSvg from them.
    queryKey: [
      '/api/globals/home-page?depth=0&select[hero]=true&select[testimonials]=true&select[reasons]=true' +
        '&select[callToAction]=true',
    ],
  })

export const useHomePage = () => useRouteQueryData(homePageQueryOptions().queryKey)

/** The featured reviews the page shows before its typed testimonials. */
export const useFeaturedReviews = () => useRouteQueryData(featuredReviewsQueryOptions().queryKey)

export const homePageLoader: LoaderFunction = async (args) => {
  await Promise.all([
    queryClientOf(args).fetchQuery(homePageQueryOptions()),
    queryClientOf(args).fetchQuery(featuredReviewsQueryOptions()),
  ])
  return null
}
