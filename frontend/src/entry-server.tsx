import type { RenderPage } from '@contracts/server-render'
import { PREVIEW_PARAM, SITE_PATHS } from '@contracts/site-paths'
import { dehydrate, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'

import { APP_STATE_ID, type AppState } from './app/app-state'
import { pagePreloadTags } from './app/page-preloads'
import { createRoutes } from './app/routes'
import {
  AdminErrorPage,
  errorHead,
  errorStatus,
  publicRouteError,
  SiteErrorPage,
} from './components/layout/error-page'
import { renderHeadTags, serializeJson } from './components/seo/head'
import { headOf } from './components/seo/use-head-sync'
import { setSignedOut } from './lib/session'
import { createQueryClient } from './lib/query-client'
import { routerContextWith } from './lib/router-context'
import { siteSettingsQueryOptions } from './lib/site-settings'

/**
 * The credentials the server passes on only to render a preview for a member of the team
 * (cms/src/server/render-page.ts): the page's API calls then read the drafts that person may read.
 */
const forwardedCredentials = (request: Request): Record<string, string> | undefined => {
  const authorization = request.headers.get('authorization')
  return authorization ? { authorization } : undefined
}

/** The pages that open on a sign-in form when nobody is signed in: the dashboard and the contractor portal. */
const isSignInPage = (pathname: string): boolean =>
  [SITE_PATHS.admin, SITE_PATHS.pro].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  )

/**
 * The routes and their static handler, made once for the process rather than once a request (matching needs the
 * whole tree flattened and ranked; docs/decisions/0026-static-handler-once.md): no route holds a request's query
 * client, each request hands its own to the loaders as React Router's request context. Each page's module, once
 * loaded, stays on its route.
 */
const handler = createStaticHandler(createRoutes({ site: SiteErrorPage, admin: AdminErrorPage }))

/**
 * Renders one request to HTML. Knows nothing of Express: it takes a Fetch Request and the way to ask the API (in the
 * server's own process), and returns what to send.
 */
export const render: RenderPage = async (request, { fetchApi, hasSessionCookie }) => {
  const queryClient = createQueryClient({ fetchApi, headers: forwardedCredentials(request) })
  // No session cookie, nobody signed in: the dashboard's (or the portal's) sign-in form is rendered here, not after a round trip.
  if (hasSessionCookie === false && isSignInPage(new URL(request.url).pathname)) setSignedOut(queryClient)
  const context = await handler.query(request, { requestContext: routerContextWith(queryClient) })
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' }
  }
  // From the routes the request matched, not a match of its own: matching flattens and ranks the whole route tree.
  const preloads = pagePreloadTags(context.matches.map((match) => match.route.id))
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  )
  const matches = context.matches.map((match) => ({
    handle: match.route.handle,
    data: context.loaderData[match.route.id],
    params: match.params,
  }))
  const url = new URL(request.url)
  const origin = url.origin
  // The static handler answers 500 for any thrown error; an API that is down (503) makes the page 503 too. Only one
  // error reaches each boundary, and a request meets one boundary (the site's or the dashboard's).
  const error = context.errors ? Object.values(context.errors)[0] : undefined
  const status = context.errors ? errorStatus(error) : context.statusCode
  // Read by the root (or dashboard) route's loader; missing only when that loader failed, and the page is an error.
  const site = queryClient.getQueryData(siteSettingsQueryOptions().queryKey)
  const pageHead =
    context.errors || !site
      ? errorHead(status, site?.companyName)
      : headOf(matches, { origin, site, queryClient })
  // A preview is one person's look at a draft: never for search engines, whoever asked.
  const head = pageHead && url.searchParams.has(PREVIEW_PARAM) ? { ...pageHead, robots: 'noindex' } : pageHead
  const errors = context.errors
    ? Object.fromEntries(Object.entries(context.errors).map(([id, value]) => [id, publicRouteError(value)]))
    : null
  const state: AppState = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors },
  }
  return {
    kind: 'page',
    status,
    head: head ? renderHeadTags(head, origin) : '',
    html,
    state: `<script type="application/json" id="${APP_STATE_ID}">${serializeJson(state)}</script>`,
    preloads: preloads.join(''),
  }
}
