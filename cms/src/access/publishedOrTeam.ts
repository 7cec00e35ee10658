import type { Access } from 'payload'

/** Anonymous readers see published documents; any signed-in member of the team sees drafts too. */
export const publishedOrTeam: Access = ({ req: { user } }) => {
  if (user) return true
  return { published: { equals: true } }
}
