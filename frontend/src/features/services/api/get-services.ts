import { queryOptions } from '@tanstack/react-query'
import { useRouteQueryData } from '@/hooks/use-route-query-data'
import type { LoaderFunction } from 'react-router'

import type { Paginated } from '@/lib/payload'
import { queryClientOf } from '@/lib/router-context'
import type { Service } from '@/types/payload'

/** What the public pages show of a service; the other fields stay out of each page's embedded query state. */
export type ServiceSummary = Pick<
  Service,
  'id' | 'name' | 'slug' | 'description' | 'iconSvg' | 'image' | 'imageResponsive'
>

/** More than a site offers: "all of them". */
const ALL_SERVICES = 100

/**
 * The published services in their display order (12 on a fresh install), all of them or the first `count`, with
 * only the fields the pages show. Published ones asked for by name: a team member's session would otherwise bring
 * in drafts too.
 */
export const servicesQueryOptions = (count = ALL_SERVICES) =>
  queryOptions<Paginated<ServiceSummary>>({
    // Kept for the visit: the page reads it without an observer (hooks/use-route-query-data.ts).
    gcTime: Infinity,
    // The icon's name and the image's id too: the CMS draws iconSvg and makes imageResponsive from them.
    queryKey: [
      `/api/services?where[_status][equals]=published&limit=${count}&pagination=false&sort=sortOrder&depth=0` +
        '&select[name]=true&select[slug]=true&select[description]=true&select[icon]=true' +
        '&select[iconSvg]=true&select[image]=true&select[imageResponsive]=true',
    ],
  })

export const useServices = (count?: number) => useRouteQueryData(servicesQueryOptions(count).queryKey).docs

/** The loader of every page that lists the services: they are in the cache before the page renders. */
export const servicesLoader: LoaderFunction = async (args) => {
  await queryClientOf(args).fetchQuery(servicesQueryOptions())
  return null
}
