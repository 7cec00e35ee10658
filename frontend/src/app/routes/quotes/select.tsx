import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router-dom'

import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { site } from '@/config/site'

// The contractor list depends on answers kept in the browser, so it is fetched there, not by a loader.
export const quoteSelectRoute = (_queryClient: QueryClient): RouteObject => ({
  path: 'quotes/select',
  handle: {
    head: () => ({
      title: `Select Contractors to Compare | ${site.name}`,
      description: 'Choose up to three pre-screened, top-rated contractors to get free quotes from.',
      path: paths.quotes.select,
    }),
  } satisfies HeadHandle,
  lazy: () => import('./select-page'),
})
