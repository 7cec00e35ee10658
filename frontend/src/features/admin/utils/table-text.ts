/**
 * How the dashboard's tables write their cells. Apart from lib/format.ts, so the public pages that share that module
 * do not load the dashboard's helpers with it.
 */

/** "kitchen-remodeling" → "Kitchen Remodeling"; the rule for titles derived from a slug. */
export const slugToTitle = (slug: string): string =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')

/** A long id cut to its first 8 characters, for tables (the Referrals tab). */
export const shortId = (id: string): string => (id.length > 8 ? `${id.slice(0, 8)}...` : id)

/** 4.84 → "4.8"; no rating yet → "N/A". */
export const formatRating = (rating: number | null | undefined): string =>
  typeof rating === 'number' ? rating.toFixed(1) : 'N/A'

/** The first `count` items joined, with '...' when some are left out. */
export const firstOf = (items: readonly string[], count = 2): string =>
  items.slice(0, count).join(', ') + (items.length > count ? '...' : '')
