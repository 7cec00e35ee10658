import { queryOptions } from '@tanstack/react-query'

import type { Review, Service } from '@/types/payload'

import { HOME_TESTIMONIALS } from '../utils/testimonials'

/** A featured review as the home page shows it: the homeowner's words, shown name and city, and the service. */
export type FeaturedReview = Pick<Review, 'id' | 'text' | 'reviewerName' | 'reviewerCity'> & {
  service?: string | Pick<Service, 'id' | 'name'> | null
}

/** The published reviews an editor featured, newest first: the home page's testimonials before the typed ones. */
export const featuredReviewsQueryOptions = () =>
  queryOptions<{ docs: FeaturedReview[] }>({
    // Kept for the visit: the page reads it without an observer (hooks/use-route-query-data.ts).
    gcTime: Infinity,
    queryKey: [
      '/api/reviews?where[featured][equals]=true&where[status][equals]=published&sort=-publishedAt' +
        `&limit=${HOME_TESTIMONIALS}&depth=1&select[text]=true&select[reviewerName]=true` +
        '&select[reviewerCity]=true&select[service]=true&populate[services][name]=true',
    ],
  })
