import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router-dom'

import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { servicesQueryOptions } from '@/features/services/api/get-services'

export const quoteStartRoute = (queryClient: QueryClient): RouteObject => ({
  path: 'quotes/start',
  loader: async () => {
    await queryClient.ensureQueryData(servicesQueryOptions())
    return null
  },
  handle: {
    head: () => ({
      title: `Get Free Quotes: Start | ${site.name}`,
      description:
        'Start your free quote request: confirm your ZIP code and compare up to three pre-screened local contractors.',
      path: paths.quotes.start,
    }),
  } satisfies HeadHandle<null>,
  lazy: () => import('./start-page'),
})
