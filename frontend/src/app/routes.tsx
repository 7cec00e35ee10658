import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'

import { siteSettingsLoader } from '@/lib/site-settings'

import { lazyRoute } from './lazy-routes'
import { RootLayout } from './root-layout'

/**
 * The error pages (components/layout/error-page.tsx), given by each entry: the server renders them at once, the
 * browser loads them only when a page has failed (app/lazy-error-pages.tsx), so they are not part of every page's
 * first download.
 */
export type ErrorPages = { site: ComponentType; admin: ComponentType }

/**
 * The route tree, built once by each entry: the server's serves all its requests, so no route holds a request's
 * query client; loaders find it in their arguments (lib/router-context.ts). Each page's loader, head and component
 * live in its route module, loaded on demand (lazy-routes.ts).
 */
export const createRoutes = (errorPages: ErrorPages): RouteObject[] => {
  return [
    {
      id: 'root',
      // The site settings: every page shows them (header, footer, figures), and every title ends with the name.
      loader: siteSettingsLoader,
      Component: RootLayout,
      // A loader that failed (the API down) shows a page of the site, never React Router's screen with its stack.
      ErrorBoundary: errorPages.site,
      children: [
        { index: true, ...lazyRoute('public/home') },
        { path: 'services', ...lazyRoute('public/services') },
        { path: 'services/:slug', ...lazyRoute('public/service-detail') },
        { path: 'cost-guides', ...lazyRoute('public/cost-guides') },
        { path: 'cost-guides/:slug', ...lazyRoute('public/cost-guide-detail') },
        { path: 'articles', ...lazyRoute('public/articles') },
        { path: 'articles/:slug', ...lazyRoute('public/article-detail') },
        { path: 'about', ...lazyRoute('public/about') },
        { path: 'contact', ...lazyRoute('public/contact') },
        { path: 'privacy', ...lazyRoute('public/privacy') },
        { path: 'terms', ...lazyRoute('public/terms') },
        { path: 'locations/:state/:city/:service', ...lazyRoute('public/location') },
        { path: 'quotes/start', ...lazyRoute('quotes/start') },
        { path: 'quotes/select', ...lazyRoute('quotes/select') },
        { path: 'quotes/details', ...lazyRoute('quotes/details') },
        { path: 'quotes/confirm', ...lazyRoute('quotes/confirm') },
        { path: 'thank-you', ...lazyRoute('public/thank-you') },
        { path: 'requests/:token', ...lazyRoute('public/request') },
        { path: '*', ...lazyRoute('public/not-found') },
      ],
    },
    {
      // The staff dashboard: its own layout (no site header or footer), and code (with its head) loaded only
      // when it is opened.
      path: 'admin',
      // The company's name in its title and bar.
      loader: siteSettingsLoader,
      lazy: () => import('./routes/admin/layout'),
      ErrorBoundary: errorPages.admin,
      children: [
        { index: true, lazy: () => import('./routes/admin/leads') },
        { path: 'leads/:id', lazy: () => import('./routes/admin/lead') },
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
      loader: siteSettingsLoader,
      lazy: () => import('./routes/pro/layout'),
      ErrorBoundary: errorPages.admin,
      children: [
        { index: true, lazy: () => import('./routes/pro/portal') },
        { path: 'set-password', lazy: () => import('./routes/pro/set-password') },
      ],
    },
  ]
}
