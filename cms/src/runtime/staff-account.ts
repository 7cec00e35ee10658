import type { Payload } from 'payload'

import type { Role } from '../contracts/roles'
import type { Configuration } from './config'

export type StaffAccount = { email: string; password: string; name: string }

/** The development login exists only on the embedded database; elsewhere the first staff member comes from the environment. */
export const DEVELOPMENT_STAFF: StaffAccount = {
  email: 'admin@example.com',
  password: 'admin-password',
  name: 'Development Admin',
}

export const staffAccount = (
  { SEED_ADMIN_EMAIL: email, SEED_ADMIN_PASSWORD: password }: Configuration,
  embedded: boolean,
): StaffAccount | undefined => {
  if (email && password) return { email, password, name: 'Administrator' }
  return embedded ? DEVELOPMENT_STAFF : undefined
}

/** Who can run the site: work the leads and, as admin, make the other accounts. */
const STAFF_ROLES: Role[] = ['admin', 'staff']

/**
 * The release step's last check: a site must have a staff member. Without one, nobody can make accounts, and the
 * users table would wait for the first stranger to register as admin. When none exists, the account the
 * environment names is made an admin (a site released without one is mended by setting SEED_ADMIN_* and releasing
 * again); when it names none, the release is refused. The embedded database always has the development login.
 */
export const ensureStaffAccount = async (
  payload: Payload,
  staff: StaffAccount | undefined,
): Promise<void> => {
  const { totalDocs } = await payload.count({ collection: 'users', where: { role: { in: STAFF_ROLES } } })
  if (totalDocs > 0) return
  if (!staff) {
    throw new Error(
      'Set SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD: this database has no staff member, and the release step ' +
        'refuses to finish without one (it makes that account an admin)',
    )
  }
  const taken = await payload.count({ collection: 'users', where: { email: { equals: staff.email } } })
  if (taken.totalDocs > 0) {
    throw new Error(
      `SEED_ADMIN_EMAIL names ${staff.email}, whose account is not staff: name an address with no account`,
    )
  }
  await payload.create({ collection: 'users', data: { ...staff, role: 'admin' } })
}
