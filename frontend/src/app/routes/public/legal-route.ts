import type { ComponentType } from 'react'

import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'

type LegalRouteOptions = {
  title: string
  /** The meta description, naming the company. */
  description: (companyName: string) => string
  path: string
  Component: ComponentType
}

/** The route of a static legal page. (A .ts file, so lazy-routes.ts does not take it for a page of its own.) */
export const legalRoute = ({ title, description, path, Component }: LegalRouteOptions): RouteModule => ({
  handle: {
    head: ({ site }) => ({
      title: `${title} | ${site.companyName}`,
      description: description(site.companyName),
      path,
    }),
  } satisfies HeadHandle,
  Component,
})
