import type { CollectionConfig } from 'payload'

import { canAccessPanel } from '../access/canAccessPanel'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { isSelfOrAdmin } from '../access/isSelfOrAdmin'
import { ROLES } from '../contracts/roles'
import { toOptions } from '../fields/options'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'] },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // Secure cookies wherever the site is served over HTTPS.
    cookies: { sameSite: 'Lax', secure: (process.env.PUBLIC_URL ?? '').startsWith('https://') },
  },
  access: {
    admin: canAccessPanel,
    read: isSelfOrAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 200 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: toOptions(ROLES),
      saveToJWT: true,
      access: { update: isAdminField, create: isAdminField },
    },
  ],
}
