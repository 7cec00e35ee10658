import type { Payload } from 'payload'

import { defaultHomePage, defaultSiteSettings } from '../../cms/src/globals/defaultContent'

/**
 * The site settings and the home page's copy, brought back to the defaults: as with the collections, running the
 * seed again restores what an editor changed. The pictures (logo, social image, hero) are left as they are.
 */
export const seedGlobals = async (payload: Payload): Promise<void> => {
  await payload.updateGlobal({ slug: 'site-settings', data: defaultSiteSettings, depth: 0 })
  await payload.updateGlobal({ slug: 'home-page', data: defaultHomePage, depth: 0 })
}
