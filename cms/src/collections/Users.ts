import type { CollectionConfig } from 'payload'

import { canAccessPanel } from '../access/canAccessPanel'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { isStaffField } from '../access/isStaff'
import { isSelfOrAdmin } from '../access/isSelfOrAdmin'
import { ROLES } from '../contracts/roles'
import { loadConfiguration } from '../runtime/config'
import { toOptions } from '../fields/options'
import { serverKept } from '../fields/serverKept'
import { checkNewPassword } from '../hooks/checkNewPassword'
import { equalSignInTime } from '../hooks/equalSignInTime'
import { recordPasswordSet, recordSignIn } from '../hooks/recordSignIn'
import { liftSignInLock, throttleSignIn, throttleSignInSuccess } from '../hooks/signInLimits'
import { ADMIN_GROUPS } from './admin-groups'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    group: ADMIN_GROUPS.settings,
    description: 'Who may sign in, and as what: admin, staff, editor or contractor.',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    listSearchableFields: ['email', 'name'],
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // Failed sign-ins are throttled per address, then per account (hooks/signInLimits.ts). Payload's own lock is
    // off: it answered a locked account differently from an unknown email, and locked staff out for its full time.
    maxLoginAttempts: 0,
    // Secure cookies wherever the site is served over HTTPS.
    cookies: { sameSite: 'Lax', secure: (loadConfiguration().PUBLIC_URL ?? '').startsWith('https://') },
  },
  hooks: {
    beforeOperation: [throttleSignIn, equalSignInTime, checkNewPassword],
    afterLogin: [throttleSignInSuccess, recordSignIn],
    afterOperation: [liftSignInLock, recordPasswordSet],
  },
  access: {
    admin: canAccessPanel,
    read: isSelfOrAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    // Payload lets anyone signed in unlock any account, the admin's included.
    unlock: isAdmin,
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
    {
      // A contractor's account answers for one company's referrals, and only those (access/contractorScope.ts).
      name: 'contractor',
      type: 'relationship',
      relationTo: 'contractors',
      index: true,
      saveToJWT: true,
      access: { update: isAdminField, create: isAdminField },
      admin: {
        description: 'The company this contractor account answers for',
        condition: (data) => data?.role === 'contractor',
      },
      validate: (value: unknown, { siblingData }: { siblingData: { role?: string } }) =>
        siblingData.role !== 'contractor' || Boolean(value) || 'A contractor account needs its company',
    },
    serverKept({
      name: 'invitedAt',
      type: 'date',
      // What the team knows of an account's use: not even its owner reads it.
      access: { read: isStaffField },
      admin: { description: 'When the latest invitation was sent', position: 'sidebar' },
    }),
    serverKept({
      name: 'lastSignInAt',
      type: 'date',
      access: { read: isStaffField },
      admin: { description: 'When the account last signed in', position: 'sidebar' },
    }),
  ],
}
