import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'

import { siteSettingsLoader } from '@/lib/site-settings'

import { lazyRoute } from './lazy-routes'
import { RootLayout } from './root-layout'

/**
 * The route tree; loaders fill the given query client, one per request on the server. Each page's loader, head and
 * component live in its route module, loaded on demand (lazy-routes.ts).
 */
/**
 * The error pages (components/layout/error-page.tsx), given by each entry: the server renders them at once, the
 * browser loads them only when a page has failed (app/lazy-error-pages.tsx), so they are not part of every page's
 * first download.
 */
export type ErrorPages = { site: ComponentType; admin: ComponentType }

export const createRoutes = (queryClient: QueryClient, errorPages: ErrorPages): RouteObject[] => {
  const page = (name: string) => lazyRoute(name, queryClient)
  return [
    {
      id: 'root',
      // The site settings: every page shows them (header, footer, figures), and every title ends with the name.
      loader: siteSettingsLoader(queryClient),
      Component: RootLayout,
      // A loader that failed (the API down) shows a page of the site, never React Router's screen with its stack.
      ErrorBoundary: errorPages.site,
      children: [
        { index: true, ...page('public/home') },
        { path: 'services', ...page('public/services') },
        { path: 'services/:slug', ...page('public/service-detail') },
        { path: 'cost-guides', ...page('public/cost-guides') },
        { path: 'cost-guides/:slug', ...page('public/cost-guide-detail') },
        { path: 'articles', ...page('public/articles') },
        { path: 'articles/:slug', ...page('public/article-detail') },
        { path: 'about', ...page('public/about') },
        { path: 'contact', ...page('public/contact') },
        { path: 'privacy', ...page('public/privacy') },
        { path: 'terms', ...page('public/terms') },
        { path: 'locations/:state/:city/:service', ...page('public/location') },
        { path: 'quotes/start', ...page('quotes/start') },
        { path: 'quotes/select', ...page('quotes/select') },
        { path: 'quotes/details', ...page('quotes/details') },
        { path: 'quotes/confirm', ...page('quotes/confirm') },
        { path: 'thank-you', ...page('public/thank-you') },
        { path: 'requests/:token', ...page('public/request') },
        { path: '*', ...page('public/not-found') },
      ],
    },
    {
      // The staff dashboard: its own layout (no site header or footer), and code (with its head) loaded only
      // when it is opened.
      path: 'admin',
      // The company's name in its title and bar.
      loader: siteSettingsLoader(queryClient),
      lazy: () => import('./routes/admin/layout'),
      ErrorBoundary: errorPages.admin,
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
    {
      // The contractor portal: like the dashboard, a layout and code of its own, loaded only when it is opened.
      path: 'pro',
      loader: siteSettingsLoader(queryClient),
      lazy: () => import('./routes/pro/layout'),
      ErrorBoundary: errorPages.admin,
      children: [
        { index: true, lazy: () => import('./routes/pro/portal') },
        { path: 'set-password', lazy: () => import('./routes/pro/set-password') },
      ],
    },
  ]
}
