import type { Access } from 'payload'

import { hasRole } from './roles'

export const isSelfOrAdmin: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}
