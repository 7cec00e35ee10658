import type { RouteModule } from '@/app/lazy-routes'
import { NotFound, notFoundStatus } from '@/components/layout/not-found'
import { notFoundHead, type HeadHandle } from '@/components/seo/head'

export const route: RouteModule = {
  loader: notFoundStatus,
  handle: { head: ({ site }) => notFoundHead(site) } satisfies HeadHandle,
  Component: NotFound,
}
