import type { Access, FieldAccess } from 'payload'

import { hasRole } from './roles'

/** Editors manage content; admins can do everything editors can. */
export const isEditor: Access = ({ req: { user } }) => hasRole(user, 'editor', 'admin')

export const isEditorField: FieldAccess = ({ req: { user } }) => hasRole(user, 'editor', 'admin')
