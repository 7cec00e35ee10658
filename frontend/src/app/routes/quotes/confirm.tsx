import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router-dom'

import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { servicesQueryOptions } from '@/features/services/api/get-services'

export const quoteConfirmRoute = (queryClient: QueryClient): RouteObject => ({
  path: 'quotes/confirm',
  loader: async () => {
    await queryClient.ensureQueryData(servicesQueryOptions())
    return null
  },
  handle: {
    head: () => ({
      title: `Review and Confirm | ${site.name}`,
      description:
        'Review your project details and send your free quote request to the contractors you chose.',
      path: paths.quotes.confirm,
    }),
  } satisfies HeadHandle<null>,
  lazy: () => import('./confirm-page'),
})
