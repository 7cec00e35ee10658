import { queryOptions, useQueryClient } from '@tanstack/react-query'
import type { LoaderFunction } from 'react-router'

import { useRouteQueryData } from '@/hooks/use-route-query-data'

import { queryClientOf } from './router-context'
import type { SiteSetting } from '@/types/payload'

/** The logo as the header draws it: the file and its size, so the header keeps its height while it loads. */
export type SiteLogo = { url?: string | null; width?: number | null; height?: number | null }

/** What the pages show of the site settings (cms/src/globals/SiteSettings.ts): the company and its figures. */
export type SiteSettings = Pick<
  SiteSetting,
  | 'companyName'
  | 'contactEmail'
  | 'phone'
  | 'phoneHours'
  | 'address'
  | 'socialLinks'
  | 'footerText'
  | 'checksStatement'
  | 'figures'
> & { logo?: SiteLogo | string | null }

const FIELDS = [
  'companyName',
  'contactEmail',
  'phone',
  'phoneHours',
  'address',
  'socialLinks',
  'footerText',
  'checksStatement',
  'figures',
  'logo',
] as const

/** Made once: every component that shows a setting asks for the key. */
const SITE_SETTINGS_PATH =
  `/api/globals/site-settings?depth=1&${FIELDS.map((field) => `select[${field}]=true`).join('&')}` +
  '&populate[media][url]=true&populate[media][filename]=true&populate[media][width]=true' +
  '&populate[media][height]=true'

/**
 * The site settings every page shows (header, footer, figures), fetched once for the visit. Only the fields the
 * pages show, and of the logo only its file and size, so the state embedded in each page stays small.
 */
export const siteSettingsQueryOptions = () =>
  queryOptions<SiteSettings>({
    // Kept for the visit: pages read it without an observer (hooks/use-route-query-data.ts).
    gcTime: Infinity,
    queryKey: [SITE_SETTINGS_PATH],
  })

/** The root route's loader (and the dashboard's): every page shows the settings, so they are there before it renders. */
export const siteSettingsLoader: LoaderFunction = async (args) => {
  await queryClientOf(args).fetchQuery(siteSettingsQueryOptions())
  return null
}

/** The site settings, under a route whose loader fetched them (every page of the site and the dashboard). */
export const useSiteSettings = (): SiteSettings => useRouteQueryData(siteSettingsQueryOptions().queryKey)

/**
 * The site settings if they were fetched: an error page may stand for a request whose settings could not be read
 * (the API down), and then shows the site without them.
 */
export const useSiteSettingsIfLoaded = (): SiteSettings | undefined =>
  useQueryClient().getQueryData(siteSettingsQueryOptions().queryKey)
