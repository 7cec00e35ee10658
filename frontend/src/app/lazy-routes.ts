import type { LazyRouteFunction, NonIndexRouteObject } from 'react-router'

/**
 * What a route module gives its route once loaded: loader, head and component; routes.tsx keeps the paths. The server
 * loads each module once for all its requests, so a loader takes its query client from its arguments
 * (lib/router-context.ts), and a head from its own.
 */
export type RouteModule = Awaited<ReturnType<LazyRouteFunction<NonIndexRouteObject>>>

type RouteModuleExports = { route: RouteModule }

/**
 * The public pages and the quote wizard: each route module (routes/public/*.tsx, routes/quotes/*.tsx) is a chunk of
 * its own, loaded by its route's `lazy`, so a visitor downloads the code of the page they open rather than the
 * whole site's. The server preloads the chunks of the page it renders (page-preloads.ts), and entry-client.tsx loads
 * them before hydrating.
 */
const routeModules = import.meta.glob<RouteModuleExports>(['./routes/public/*.tsx', './routes/quotes/*.tsx'])

const moduleKey = (name: string) => `./routes/${name}.tsx`

/**
 * The id and `lazy` of the route whose module is routes/<name>.tsx, e.g. lazyRoute('public/home'): the route's id is
 * the module's name, so the routes a request matched name the modules to preload.
 */
export const lazyRoute = (name: string): { id: string; lazy: LazyRouteFunction<NonIndexRouteObject> } => {
  const load = routeModules[moduleKey(name)]
  if (!load) throw new Error(`There is no route module routes/${name}.tsx`)
  return { id: name, lazy: async () => (await load()).route }
}

/** The source path (as Vite's manifest names it) of the module of a route lazyRoute made, by the route's id. */
export const routeModuleSource = (routeId: string): string | undefined =>
  moduleKey(routeId) in routeModules ? `src/app/routes/${routeId}.tsx` : undefined
