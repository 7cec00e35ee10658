import type { Access } from 'payload'

import { hasRole } from './roles'

/**
 * Editors and admins change contractors. Staff change only their contact details, the address that receives the
 * leads among them (which editors may not change: see the field's own rule), so a change from staff that holds any
 * other field is refused as a whole. The panel asks with the whole document, so staff see contractors read-only
 * there and change the address through the API.
 */
export const canUpdateContractor: Access = ({ req: { user }, data }) => {
  if (hasRole(user, 'editor', 'admin')) return true
  return hasRole(user, 'staff') && data !== undefined && Object.keys(data).every((key) => key === 'contact')
}
