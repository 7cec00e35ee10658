import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router-dom'

import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { site } from '@/config/site'

// Static page: takes the query client only so the router builds every page the same way.
export const thankYouRoute = (_queryClient: QueryClient): RouteObject => ({
  path: 'thank-you',
  handle: {
    head: () => ({
      title: `Thank You | ${site.name}`,
      description: 'Your quote request has been received. Here is what happens next.',
      path: paths.thankYou,
    }),
  } satisfies HeadHandle,
  lazy: () => import('./thank-you-page'),
})
