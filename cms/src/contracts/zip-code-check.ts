import { SITE_PATHS } from './site-paths'

/**
 * GET /api/zip-codes/{zip}: whether the server's ZIP data knows a ZIP code, for the forms that take one to refuse it
 * where it is typed. A known one answers 200 with its place; any other a 400 whose `zipCode` error says why.
 */
export const zipCodeCheckPath = (zip: string): string =>
  `${SITE_PATHS.api}/zip-codes/${encodeURIComponent(zip)}`

export type ZipCodeCheck = { zipCode: string; city: string; state: string }
