import type { HomePage } from '@/types/payload'

import type { FeaturedReview } from '../api/get-featured-reviews'

/** How many testimonials the home page shows. */
export const HOME_TESTIMONIALS = 3

export type Testimonial = {
  key: string
  quote: string
  name: string
  city: string | null
  service: string | null
}

/**
 * The home page's testimonials: the featured published reviews first (each backed by a verified hire), then the
 * typed ones of the home page's copy, up to HOME_TESTIMONIALS.
 */
export const homeTestimonials = (
  featured: FeaturedReview[],
  typed: HomePage['testimonials'],
): Testimonial[] =>
  [
    ...featured.map((review) => ({
      key: review.id,
      quote: review.text,
      name: review.reviewerName,
      city: review.reviewerCity ?? null,
      service: typeof review.service === 'object' && review.service ? review.service.name : null,
    })),
    ...(typed ?? []).map((testimonial) => ({
      key: testimonial.id ?? testimonial.name,
      quote: testimonial.quote,
      name: testimonial.name,
      city: testimonial.city,
      service: null,
    })),
  ].slice(0, HOME_TESTIMONIALS)
