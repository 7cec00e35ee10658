import type { Access } from 'payload'

import { canReadDrafts } from './readsDrafts'

/**
 * Anonymous readers see published documents only (never a draft, even when they ask for one); any signed-in member
 * of the team sees drafts too.
 */
export const publishedOrTeam: Access = ({ req: { user } }) => {
  if (canReadDrafts(user)) return true
  return { _status: { equals: 'published' } }
}
