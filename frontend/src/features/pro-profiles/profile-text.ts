import { paths } from '@/config/paths'

import type { ExternalRating } from '@contracts/public-pages'

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? word : `${word}s`}`

/** A median answer time in the unit people think of it in: "25 minutes", "3 hours", "2 days". */
export const answerTimeText = (seconds: number): string => {
  const minutes = Math.max(1, Math.round(seconds / 60))
  if (minutes < 60) return plural(minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (hours < 48) return plural(hours, 'hour')
  return plural(Math.round(hours / 24), 'day')
}

// UTC, so the server and the browser print the same day and hydration matches. Its own formatters rather than
// lib/format's, whose chunk would put the page over its script budget
// (docs/decisions/0038-profile-within-its-script-budget.md).
let monthFormat: Intl.DateTimeFormat | undefined
let dayFormat: Intl.DateTimeFormat | undefined
const monthOf = (iso: string): string =>
  (monthFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })).format(new Date(iso))

/** "2026-04-02T15:00:00.000Z" → "April 2, 2026". */
export const profileDate = (iso: string): string =>
  (dayFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).format(
    new Date(iso),
  )

/** A rating from elsewhere, never without its source and date: "4.7 from 212 Google reviews, March 2026". */
export const externalRatingText = ({ rating, count, source, asOf }: ExternalRating): string =>
  `${rating.toFixed(1)} from ${count.toLocaleString('en-US')} ${source} ${count === 1 ? 'review' : 'reviews'}, ${monthOf(asOf)}`

/** "12 verified reviews". */
export const verifiedReviewsText = (count: number): string => plural(count, 'verified review')

/** The profile with a page of its reviews: the first page is the profile's own address. */
export const reviewsPagePath = (slug: string, page: number): string =>
  page > 1 ? `${paths.proProfile(slug)}?page=${page}` : paths.proProfile(slug)
