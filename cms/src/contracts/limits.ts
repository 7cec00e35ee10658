/** The business's limits, in one place for the forms, the server and the seed. */
export const MIN_CONTRACTORS_PER_REQUEST = 1
export const MAX_CONTRACTORS_PER_REQUEST = 3
export const MIN_NAME_LENGTH = 2
export const MIN_DESCRIPTION_LENGTH = 10
export const ZIP_CODE_PATTERN = /^\d{5}$/
/** A URL segment of the CMS's records (services, guides, cities): lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/**
 * Text PostgreSQL cannot store, compare or search for: a NUL character, or a lone UTF-16 surrogate (ill-formed
 * Unicode, which no keyboard types). In a `u` regex a surrogate pair is one code point, so \p{Cs} matches only a
 * surrogate standing alone.
 */
export const UNSTORABLE_TEXT = /[\0\p{Cs}]/u
/** Generous caps so hostile input is refused before it reaches the database. */
export const MAX_TEXT_LENGTH = 200
export const MAX_DESCRIPTION_LENGTH = 5000
/** Articles on one page of /articles. */
export const ARTICLES_PER_PAGE = 12
