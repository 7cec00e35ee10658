import { lazy, Suspense } from 'react'

import type { ErrorPages } from './routes'

const load = () => import('@/components/layout/error-page')

/** The error pages, loaded now: for hydrating a page the server rendered as an error. */
export const loadErrorPages = async (): Promise<ErrorPages> => {
  const { SiteErrorPage, AdminErrorPage } = await load()
  return { site: SiteErrorPage, admin: AdminErrorPage }
}

const SiteErrorPage = lazy(() => load().then((pages) => ({ default: pages.SiteErrorPage })))
const AdminErrorPage = lazy(() => load().then((pages) => ({ default: pages.AdminErrorPage })))

/** The error pages, loaded when a page first fails in the browser (a navigation whose data could not load). */
export const lazyErrorPages: ErrorPages = {
  site: () => (
    <Suspense fallback={null}>
      <SiteErrorPage />
    </Suspense>
  ),
  admin: () => (
    <Suspense fallback={null}>
      <AdminErrorPage />
    </Suspense>
  ),
}
