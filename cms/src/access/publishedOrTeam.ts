import type { Access } from 'payload'

/**
 * Anonymous readers see published documents only (never a draft, even when they ask for one); any signed-in member
 * of the team sees drafts too.
 */
export const publishedOrTeam: Access = ({ req: { user } }) => {
  if (user) return true
  return { _status: { equals: 'published' } }
}
