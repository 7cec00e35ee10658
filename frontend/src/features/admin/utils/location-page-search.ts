/** At most this many words count: each adds a condition to the query. */
const MAX_WORDS = 6

/** The fields a location page is found by: its city (as written and in the URL), state, SEO title and service. */
const SEARCHED_FIELDS = ['cityName', 'city', 'state', 'metaTitle', 'service.name'] as const

/**
 * The Payload `where` for a search of the location pages: every word must appear, case-insensitively, in one of the
 * fields, so "kitchen miami" and "new york" both find their pages. Undefined when there is nothing to search for.
 */
export const locationPageSearchWhere = (search: string): Record<string, unknown> | undefined => {
  const words = search
    .toLowerCase()
    .split(/[\s,|]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
  if (words.length === 0) return undefined
  return {
    and: words.map((word) => ({ or: SEARCHED_FIELDS.map((field) => ({ [field]: { contains: word } })) })),
  }
}
