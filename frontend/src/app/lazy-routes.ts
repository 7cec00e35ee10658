import type { QueryClient } from '@tanstack/react-query'
import type { LazyRouteFunction, NonIndexRouteObject } from 'react-router-dom'

/** What a route module gives its route once loaded: loader, head and component; routes.tsx keeps the paths. */
export type RouteModule = Awaited<ReturnType<LazyRouteFunction<NonIndexRouteObject>>>

type RouteModuleExports = { route: (queryClient: QueryClient) => RouteModule }

/**
 * The public pages and the quote wizard: each route module (routes/public/*.tsx, routes/quotes/*.tsx) is a chunk of
 * its own, loaded by its route's `lazy`, so a visitor downloads the code of the page they open rather than the
 * whole site's. The server preloads the chunks of the page it renders (page-preloads.ts), and entry-client.tsx loads
 * them before hydrating.
 */
const routeModules = import.meta.glob<RouteModuleExports>(['./routes/public/*.tsx', './routes/quotes/*.tsx'])

const sourceOfLazy = new WeakMap<object, string>()

/** The `lazy` of the route whose module is routes/<name>.tsx, e.g. lazyRoute('public/home', queryClient). */
export const lazyRoute = (name: string, queryClient: QueryClient): LazyRouteFunction<NonIndexRouteObject> => {
  const key = `./routes/${name}.tsx`
  const load = routeModules[key]
  if (!load) throw new Error(`There is no route module routes/${name}.tsx`)
  const lazy = async () => (await load()).route(queryClient)
  // Only the server needs the module's path (as Vite's manifest names it), to preload its chunks.
  if (import.meta.env.SSR) sourceOfLazy.set(lazy, `src/app/${key.slice('./'.length)}`)
  return lazy
}

/** The source path of the route module a route's `lazy` loads, if lazyRoute made it. */
export const routeModuleSource = (lazy: unknown): string | undefined =>
  typeof lazy === 'function' ? sourceOfLazy.get(lazy) : undefined
