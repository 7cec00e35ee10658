import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router-dom'

import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { site } from '@/config/site'

import { RootLayout } from './root-layout'
import { aboutRoute } from './routes/public/about'
import { contactRoute } from './routes/public/contact'
import { costGuideDetailRoute } from './routes/public/cost-guide-detail'
import { costGuidesRoute } from './routes/public/cost-guides'
import { homeRoute } from './routes/public/home'
import { locationRoute } from './routes/public/location'
import { notFoundRoute } from './routes/public/not-found'
import { privacyRoute } from './routes/public/privacy'
import { serviceDetailRoute } from './routes/public/service-detail'
import { servicesRoute } from './routes/public/services'
import { termsRoute } from './routes/public/terms'
import { thankYouRoute } from './routes/public/thank-you'
import { quoteConfirmRoute } from './routes/quotes/confirm'
import { quoteDetailsRoute } from './routes/quotes/details'
import { quoteSelectRoute } from './routes/quotes/select'
import { quoteStartRoute } from './routes/quotes/start'

/** The route tree; loaders fill the given query client, one per request on the server. */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    id: 'root',
    Component: RootLayout,
    children: [
      homeRoute(queryClient),
      servicesRoute(queryClient),
      serviceDetailRoute(queryClient),
      costGuidesRoute(queryClient),
      costGuideDetailRoute(queryClient),
      aboutRoute(queryClient),
      contactRoute(queryClient),
      privacyRoute(queryClient),
      termsRoute(queryClient),
      locationRoute(queryClient),
      quoteStartRoute(queryClient),
      quoteSelectRoute(queryClient),
      quoteDetailsRoute(queryClient),
      quoteConfirmRoute(queryClient),
      thankYouRoute(queryClient),
      notFoundRoute(),
    ],
  },
  {
    // The staff dashboard: its own layout (no site header or footer), and code loaded only when it is opened.
    path: 'admin',
    lazy: () => import('./routes/admin/layout'),
    handle: {
      head: () => ({
        title: `Admin Dashboard | ${site.name}`,
        description: `The ${site.name} staff dashboard.`,
        path: paths.admin.leads,
        robots: 'noindex, nofollow',
      }),
    } satisfies HeadHandle<null>,
    children: [
      { index: true, lazy: () => import('./routes/admin/leads') },
      { path: 'contractors', lazy: () => import('./routes/admin/contractors') },
      { path: 'services', lazy: () => import('./routes/admin/services') },
      { path: 'referrals', lazy: () => import('./routes/admin/referrals') },
      { path: 'cost-guides', lazy: () => import('./routes/admin/cost-guides') },
      { path: 'location-pages', lazy: () => import('./routes/admin/location-pages') },
      { path: 'articles', lazy: () => import('./routes/admin/articles') },
      { path: 'analytics', lazy: () => import('./routes/admin/analytics') },
    ],
  },
]
