import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router-dom'

import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { site } from '@/config/site'

// A form over answers kept in the browser: nothing to load on the server.
export const quoteDetailsRoute = (_queryClient: QueryClient): RouteObject => ({
  path: 'quotes/details',
  handle: {
    head: () => ({
      title: `Tell Us About Your Project | ${site.name}`,
      description:
        'Share your contact details and what your project involves so contractors can prepare quotes.',
      path: paths.quotes.details,
    }),
  } satisfies HeadHandle,
  lazy: () => import('./details-page'),
})
