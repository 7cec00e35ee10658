import { Outlet } from 'react-router'

import type { HeadHandle } from '@/components/seo/head'
import { useHeadSync } from '@/components/seo/use-head-sync'
import { paths } from '@/config/paths'

/**
 * /pro: the contractors' own pages (no site header or footer, none of the public pages' code), one person's data:
 * never cached, never for search engines.
 */
export const Component = () => {
  useHeadSync()
  return <Outlet />
}

export const handle = {
  head: ({ site }) => ({
    title: `Contractor portal | ${site.companyName}`,
    description: `Where contractors answer the homeowners’ requests ${site.companyName} sends them.`,
    path: paths.pro.home,
    robots: 'noindex, nofollow',
  }),
} satisfies HeadHandle<null>
