import { deferredIsland } from '@/lib/deferred-island'

/**
 * The service-and-ZIP form of the home page and of the service, cost guide and city heroes, as a deferred island:
 * its fields, their checks and the way into the wizard load when the visitor reaches for the form.
 */
export const { Island: HomeLeadFormIsland, preload: preloadHomeLeadForm } = deferredIsland(() =>
  import('./home-lead-form').then((module) => module.HomeLeadForm),
)
