import type { QueryClient } from '@tanstack/react-query'

import type { RouteModule } from '@/app/lazy-routes'
import { NotFound, notFoundStatus } from '@/components/layout/not-found'
import { notFoundHead, type HeadHandle } from '@/components/seo/head'

export const route = (_queryClient: QueryClient): RouteModule => ({
  loader: notFoundStatus,
  handle: { head: ({ site }) => notFoundHead(site) } satisfies HeadHandle,
  Component: NotFound,
})
