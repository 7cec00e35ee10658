import type { ProProfilePageData } from './public-pages'
import { SITE_PATHS } from './site-paths'

/**
 * The profile's structured data: the business, with its rating and reviews from published verified reviews only. A
 * rating from elsewhere is never part of it: search engines would show it as this site's own.
 */
export const proProfileJsonLd = (page: ProProfilePageData, origin: string): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'HomeAndConstructionBusiness',
  name: page.name,
  description: page.description,
  url: origin + SITE_PATHS.proProfile(page.slug),
  ...(page.logo
    ? { image: /^https?:\/\//.test(page.logo.src) ? page.logo.src : origin + page.logo.src }
    : {}),
  ...(page.rating
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: page.rating.value,
          reviewCount: page.rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {}),
  ...(page.reviews.docs.length
    ? {
        review: page.reviews.docs.map((review) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: review.reviewerName },
          datePublished: review.date.slice(0, 10),
          reviewBody: review.text,
          reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
        })),
      }
    : {}),
})
