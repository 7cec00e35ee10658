import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'

import { APP_STATE_ID, type AppState } from './app/app-state'
import { lazyErrorPages, loadErrorPages } from './app/lazy-error-pages'
import { createRoutes } from './app/routes'
import { createQueryClient } from './lib/query-client'
import { routerContextWith } from './lib/router-context'
import { yieldToBrowser } from './lib/yield-to-browser'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
const stateElement = document.getElementById(APP_STATE_ID)
const state = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as AppState) : undefined

const queryClient = createQueryClient()
// The server's data, so the first render matches its HTML without fetching again.
if (state) hydrate(queryClient, state.queries)
// Start-up runs in several tasks (reading the server's data, loading the page's modules, creating the router,
// starting hydration) rather than one long one that would block input.
await yieldToBrowser()
// A page the server rendered as an error hydrates with the error page already loaded, or it would not match.
const routes = createRoutes(state?.router.errors ? await loadErrorPages() : lazyErrorPages)

// The server rendered this page with its lazy routes loaded; load them here too before hydrating, or the first
// render would differ from the server's HTML.
// One at a time, each in a task of its own: evaluating a page's module is start-up work like the rest.
for (const { route } of matchRoutes(routes, window.location) ?? []) {
  if (typeof route.lazy !== 'function') continue
  await yieldToBrowser()
  const loaded = await route.lazy()
  Object.assign(route, { ...loaded, lazy: undefined })
}

await yieldToBrowser()
// Every navigation's loaders fill the visit's one query client.
const router = createBrowserRouter(routes, {
  hydrationData: state?.router,
  getContext: () => routerContextWith(queryClient),
})
await yieldToBrowser()

// As a transition, hydration is split into short tasks that yield to the browser, instead of one task as long as
// the whole page, so input is answered while the page hydrates.
startTransition(() => {
  hydrateRoot(
    container,
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
})
