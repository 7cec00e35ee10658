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

/** 5000, 15000 → "$5,000-$15,000"; open-ended (the project can cost more) → "$35,000-$75,000+". */
export const formatPriceRange = (low: number, high: number, openEnded = false): string =>
  `${formatPrice(low)}-${formatPrice(high)}${openEnded ? '+' : ''}`

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`

/** A duration kept in days, as people say it: 14-28 → "2-4 weeks", 7-7 → "1 week", 3-5 → "3-5 days". */
export const formatDuration = (lowDays: number, highDays: number): string => {
  const inWeeks = lowDays % 7 === 0 && highDays % 7 === 0 && lowDays > 0
  const [low, high, unit] = inWeeks ? [lowDays / 7, highDays / 7, 'week'] : [lowDays, highDays, 'day']
  return low === high ? plural(low, unit) : `${low}-${plural(high, unit)}`
}

/**
 * A phone number as people read it → the number a tel: link dials: "(555) 123-4567" → "tel:+15551234567". Ten
 * digits, or eleven after a 1, are a North American number; one written with its own + and country code keeps them.
 */
export const telHref = (phone: string): string | undefined => {
  const digits = phone.replace(/\D/g, '')
  // Text stored before numbers were checked ("abcdefghij") has nothing to dial: no link.
  if (digits.length < 7) return undefined
  if (phone.trim().startsWith('+') || (digits.length === 11 && digits.startsWith('1')))
    return `tel:+${digits}`
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`
}

/** A service's name inside a sentence: "Kitchen Remodeling" → "kitchen remodeling", while "HVAC" stays "HVAC". */
export const inSentence = (name: string): string => (name === name.toUpperCase() ? name : name.toLowerCase())

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

// UTC so the server and the browser print the same day and hydration matches.
const longDateFormat = lazily(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }))

/** A publication date, "2025-01-15T12:00:00.000Z" → "January 15, 2025". */
export const formatLongDate = (iso: string): string => longDateFormat().format(new Date(iso))

const dateTimeFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
)

/** "2026-11-21T14:05:00.000Z" → "Nov 21, 2026, 2:05 PM", in the reader's time zone (pages shown after sign-in only). */
export const formatDateTime = (iso: string): string => dateTimeFormat().format(new Date(iso))
