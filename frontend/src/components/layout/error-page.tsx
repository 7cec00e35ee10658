import { useEffect } from 'react'
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router'

import type { Head } from '@/components/seo/head'
import { buttonClass } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { useSiteSettingsIfLoaded } from '@/lib/site-settings'

import { errorCopy } from '@contracts/error-copy'

import { Footer } from './footer'
import { Header } from './header'

/**
 * The HTTP status a route error stands for: a thrown response keeps its own (a 404 stays a 404), an API that said
 * 503 (the database is out of reach) makes the page 503 too, and anything else is the server's fault.
 */
export const errorStatus = (error: unknown): number => {
  if (isRouteErrorResponse(error)) return error.status
  return error instanceof ApiError && error.status === 503 ? 503 : 500
}

/**
 * What the browser is told of a route error, to hydrate the same page: its status alone, in the shape of a thrown
 * response. The error's message, body and stack stay on the server.
 */
export const publicRouteError = (error: unknown) => ({
  status: errorStatus(error),
  statusText: '',
  internal: false,
  data: null,
})

/**
 * Not for search engines: an error is no page of the site. The company's name ends the title when the site
 * settings could be read (not when the API itself is what failed).
 */
export const errorHead = (status: number, companyName?: string): Head => ({
  title: companyName ? `${errorCopy(status).title} | ${companyName}` : errorCopy(status).title,
  description: errorCopy(status).text,
  robots: 'noindex',
})

const ErrorMessage = ({ status }: { status: number }) => {
  const { title, text } = errorCopy(status)
  const { pathname, search } = useLocation()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {/* This address again, as a new request to the server: it works before the scripts have loaded. */}
        <a href={pathname + search} className={buttonClass()}>
          Try again
        </a>
        <Link to={paths.home} className={buttonClass('secondary')}>
          Return to Home
        </Link>
      </div>
    </section>
  )
}

const ErrorContent = () => {
  const status = errorStatus(useRouteError())
  const companyName = useSiteSettingsIfLoaded()?.companyName
  // After a client-side navigation the page's own head sync went with its layout: keep the title honest here.
  useEffect(() => {
    document.title = errorHead(status, companyName).title
  }, [status, companyName])
  return <ErrorMessage status={status} />
}

/**
 * The public site's error boundary: it stands in for the whole root layout, so it brings the header and footer,
 * with the site settings when they could be read.
 */
export const SiteErrorPage = () => {
  const site = useSiteSettingsIfLoaded()
  return (
    <div className="flex min-h-screen flex-col">
      <Header site={site} />
      <main id="main" className="flex-1">
        <ErrorContent />
      </main>
      <Footer site={site} />
    </div>
  )
}

/** The dashboard's error boundary: the dashboard has no site header or footer. */
export const AdminErrorPage = () => (
  <main id="main" className="flex min-h-screen items-center justify-center">
    <ErrorContent />
  </main>
)
