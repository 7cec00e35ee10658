import type { Access, FieldAccess } from 'payload'

import { hasRole } from './roles'

/** Staff work the leads; admins can do everything staff can. */
export const isStaff: Access = ({ req: { user } }) => hasRole(user, 'staff', 'admin')

export const isStaffField: FieldAccess = ({ req: { user } }) => hasRole(user, 'staff', 'admin')
