import { lazily } from './lazily'

/**
 * Dates as the pages write them: a module of their own, so a page that shows no date (a service page, within its
 * script budget) does not load Intl date formatters. Each formatter is built on first use: building one costs
 * tens of milliseconds on a phone.
 */

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
