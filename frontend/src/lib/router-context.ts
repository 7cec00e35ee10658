import type { QueryClient } from '@tanstack/react-query'
import { createContext, type LoaderFunctionArgs, RouterContextProvider } from 'react-router'

/**
 * The query client a navigation's loaders fill, handed to them in React Router's `context` instead of held by the
 * routes: the server builds its routes once for all requests and renders many at the same time, each with a client
 * of its own, so a route holding a client would show one visitor's data to another. The browser hands every
 * navigation its one client for the visit.
 */
const queryClientContext = createContext<QueryClient>()

/** The context a navigation's loaders run with: the server's `requestContext`, the browser's `getContext`. */
export const routerContextWith = (queryClient: QueryClient): RouterContextProvider => {
  const context = new RouterContextProvider()
  context.set(queryClientContext, queryClient)
  return context
}

/** The query client of the navigation a loader runs for. */
export const queryClientOf = (args: LoaderFunctionArgs): QueryClient => {
  // Typed `any` while middleware is off: checked, not trusted.
  const context: unknown = args.context
  if (!(context instanceof RouterContextProvider)) throw new Error('The router was given no query client')
  return context.get(queryClientContext)
}
