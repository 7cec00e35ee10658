import { routeModuleSource } from './lazy-routes'

/**
 * The client chunks each lazily loaded module needs beyond those index.html already loads, by source path; the
 * server build gets them from the client build's manifest (vite.config.ts). Empty in development, where Vite serves
 * modules one by one.
 */
declare const __LAZY_CHUNKS__: Record<string, readonly string[]>

const lazyChunks = (): Record<string, readonly string[]> =>
  typeof __LAZY_CHUNKS__ === 'undefined' ? {} : __LAZY_CHUNKS__

/**
 * `<link rel="modulepreload">` for the chunks of the routes a request matched (by their ids, which name their
 * modules: lazy-routes.ts): the browser fetches them with the entry instead of after it, and the client hydrates as
 * soon as the entry has run (entry-client.tsx loads the matched pages before hydrating). Like the entry's own, they
 * are asked for after the first paint (vite.config.ts).
 */
export const pagePreloadTags = (routeIds: readonly string[]): string[] => {
  const chunks = new Set(
    routeIds.flatMap((id) => {
      const source = routeModuleSource(id)
      return source ? (lazyChunks()[source] ?? []) : []
    }),
  )
  return [...chunks].map((chunk) => `<link rel="modulepreload" crossorigin href="${chunk}">`)
}
