import { lazily } from './lazily'

/**
 * 12000 → "$12,000" (whole dollars, rounded), as Intl's en-US currency format writes it. Grouped by hand: an Intl
 * currency formatter costs tens of milliseconds to build on a phone (locale and currency data), on the very pages
 * that show prices.
 */
export const formatPrice = (amount: number): string => {
  const dollars = Math.round(amount)
  const grouped = String(Math.abs(dollars)).replace(/\B(?=(\d{3})+$)/g, ',')
  return `${dollars < 0 ? '-' : ''}$${grouped}`
}

/** "kitchen-remodeling" → "Kitchen Remodeling"; the spec's rule for titles derived from a slug. */
export const slugToTitle = (slug: string): string =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')

/** A long id cut to its first 8 characters, for tables (SPEC §2 Referrals). */
export const shortId = (id: string): string => (id.length > 8 ? `${id.slice(0, 8)}...` : id)

/** 4.84 → "4.8"; no rating yet → "N/A". */
export const formatRating = (rating: number | null | undefined): string =>
  typeof rating === 'number' ? rating.toFixed(1) : 'N/A'

/** The first `count` items joined, with '...' when some are left out. */
export const firstOf = (items: readonly string[], count = 2): string =>
  items.slice(0, count).join(', ') + (items.length > count ? '...' : '')

// The dashboard's Intl formatters are built on first use, for the same reason, rather than when any page loads.
const dateFormat = lazily(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
)

/** "2026-11-21T14:05:00.000Z" → "Nov 21, 2026", in the reader's time zone. */
export const formatDate = (iso: string | null | undefined): string =>
  iso ? dateFormat().format(new Date(iso)) : '—'

const dayFormat = lazily(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
)

/** A UTC calendar day "2026-11-21" → "Nov 21". */
export const formatDay = (date: string): string => dayFormat().format(new Date(`${date}T00:00:00Z`))
