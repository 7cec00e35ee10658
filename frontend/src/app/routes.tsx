import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'

import { paths } from '@/config/paths'
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
 * live in its route module, loaded on demand (lazy-routes.ts). Every path comes from config/paths.ts, so a link and
 * its route cannot disagree; a path with parameters is its builder given `:name` placeholders, the pattern React
 * Router matches.
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
        { path: paths.services, ...lazyRoute('public/services') },
        { path: paths.service(':slug'), ...lazyRoute('public/service-detail') },
        { path: paths.costGuides, ...lazyRoute('public/cost-guides') },
        { path: paths.costGuide(':slug'), ...lazyRoute('public/cost-guide-detail') },
        { path: paths.articles, ...lazyRoute('public/articles') },
        { path: paths.article(':slug'), ...lazyRoute('public/article-detail') },
        { path: paths.about, ...lazyRoute('public/about') },
        { path: paths.contact, ...lazyRoute('public/contact') },
        { path: paths.privacy, ...lazyRoute('public/privacy') },
        { path: paths.terms, ...lazyRoute('public/terms') },
        { path: paths.reviewPolicy, ...lazyRoute('public/review-policy') },
        { path: paths.locationPage(':state', ':city', ':service'), ...lazyRoute('public/location-page') },
        { path: paths.proProfile(':slug'), ...lazyRoute('public/pro-profile') },
        { path: paths.quotes.start, ...lazyRoute('quotes/start') },
        { path: paths.quotes.select, ...lazyRoute('quotes/select') },
        { path: paths.quotes.details, ...lazyRoute('quotes/details') },
        { path: paths.quotes.confirm, ...lazyRoute('quotes/confirm') },
        { path: paths.thankYou, ...lazyRoute('public/thank-you') },
        { path: paths.request(':token'), ...lazyRoute('public/request') },
        { path: '*', ...lazyRoute('public/not-found') },
      ],
    },
    {
      // The staff dashboard: its own layout (no site header or footer), and code (with its head) loaded only
      // when it is opened.
      path: paths.admin.leads,
      // The company's name in its title and bar.
      loader: siteSettingsLoader,
      lazy: () => import('./routes/admin/layout'),
      ErrorBoundary: errorPages.admin,
      children: [
        { index: true, lazy: () => import('./routes/admin/leads') },
        { path: paths.admin.lead(':id'), lazy: () => import('./routes/admin/lead') },
        { path: paths.admin.contractors, lazy: () => import('./routes/admin/contractors') },
        { path: paths.admin.services, lazy: () => import('./routes/admin/services') },
        { path: paths.admin.referrals, lazy: () => import('./routes/admin/referrals') },
        { path: paths.admin.costGuides, lazy: () => import('./routes/admin/cost-guides') },
        { path: paths.admin.locationPages, lazy: () => import('./routes/admin/location-pages') },
        { path: paths.admin.articles, lazy: () => import('./routes/admin/articles') },
        { path: paths.admin.analytics, lazy: () => import('./routes/admin/analytics') },
        { path: paths.admin.reviews, lazy: () => import('./routes/admin/reviews') },
      ],
    },
    {
      // The contractor portal: like the dashboard, a layout and code of its own, loaded only when it is opened.
      path: paths.pro.home,
      loader: siteSettingsLoader,
      lazy: () => import('./routes/pro/layout'),
      ErrorBoundary: errorPages.admin,
      children: [
        { index: true, lazy: () => import('./routes/pro/portal') },
        { path: paths.pro.setPassword, lazy: () => import('./routes/pro/set-password') },
      ],
    },
  ]
}
