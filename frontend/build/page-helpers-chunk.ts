import type { Plugin } from 'vite'

export const PAGE_HELPERS_CHUNK = 'page-helpers'

/** The modules of the page-helpers chunk, each a path ending (without extension) that must match one module. */
export const PAGE_HELPER_MODULES = [
  'lib/session-storage',
  'lib/lead-data',
  'features/services/api/get-services',
  'components/ui/field-styles',
  // Whether a page is a preview of its draft, which every detail page's query asks.
  'lib/preview',
  // The quote form of the home page and the service, cost guide and city heroes, as a deferred island (its code
  // loads on first use), with the service names it offers, and the call-to-action link most pages repeat: one chunk
  // weighs less than five (docs/decisions/0018-page-helpers-chunk.md).
  'lib/deferred-island',
  'features/quote-wizard/components/home-lead-form-island',
  'features/services/api/get-service-names',
  'components/ui/button',
  'components/ui/get-quotes-link',
]
// Reading a loaded query (hooks/use-route-query-data) and React Query's queryOptions are in the initial chunk: the
// root route's loader and layout use them for the site settings (lib/site-settings.ts).

const pattern = (ending: string) => new RegExp(`[\\\\/]${ending.split('/').join('[\\\\/]')}\\.`)

/** The code-splitting group that collects them (rolldown's advancedChunks/codeSplitting group). */
export const pageHelpersGroup = {
  name: PAGE_HELPERS_CHUNK,
  test: new RegExp(PAGE_HELPER_MODULES.map((ending) => pattern(ending).source).join('|')),
}

/** The endings no module of the chunk matches. */
export const unmatchedHelpers = (moduleIds: readonly string[]): string[] =>
  PAGE_HELPER_MODULES.filter((ending) => !moduleIds.some((id) => pattern(ending).test(id)))

/**
 * Fails the client build when a module the page-helpers group names is no longer in its chunk (renamed, moved, or
 * TanStack Query's build laid out otherwise), so the group cannot quietly stop collecting it.
 */
export const assertPageHelpersChunk = (): Plugin => ({
  name: 'assert-page-helpers-chunk',
  apply: 'build',
  generateBundle(_options, bundle) {
    if (this.environment.name !== 'client') return
    const chunk = Object.values(bundle).find(
      (output) => output.type === 'chunk' && output.name === PAGE_HELPERS_CHUNK,
    )
    if (chunk?.type !== 'chunk') throw new Error(`the client build has no ${PAGE_HELPERS_CHUNK} chunk`)
    const missing = unmatchedHelpers(chunk.moduleIds)
    if (missing.length > 0) throw new Error(`the ${PAGE_HELPERS_CHUNK} chunk lacks ${missing.join(', ')}`)
  },
})
