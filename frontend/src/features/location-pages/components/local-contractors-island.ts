import { deferredIsland } from '@/lib/deferred-island'

/** A location page's "Top contractors", as a deferred island: plain links until the visitor reaches for the list. */
export const { Island: LocalContractorsIsland, preload: preloadLocalContractors } = deferredIsland(() =>
  import('./local-contractors').then((module) => module.LocalContractors),
)
