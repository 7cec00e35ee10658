import type { Access, CollectionConfig } from 'payload'

import { isEditor } from './isEditor'
import { canReadDrafts, readsDrafts } from './readsDrafts'

/**
 * Anonymous readers see published documents only (never a draft, even when they ask for one); any signed-in member
 * of the team sees drafts too.
 */
export const publishedOrTeam: Access = ({ req: { user } }) => {
  if (canReadDrafts(user)) return true
  return { _status: { equals: 'published' } }
}

/**
 * Access to a collection of public pages (services, cost guides, articles, location pages): anyone reads what is
 * published, the team reads drafts and their versions, editors write.
 */
export const publicPageAccess = {
  read: publishedOrTeam,
  readVersions: readsDrafts,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
} satisfies CollectionConfig['access']
