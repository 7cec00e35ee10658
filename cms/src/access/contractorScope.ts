import type { Access } from 'payload'

import { hasRole } from './roles'

type MaybeUser = Parameters<typeof hasRole>[0] & { contractor?: string | { id: string } | null }

/**
 * The company a contractor's account answers for, or null for anyone else (and for a contractor account that lost
 * its company, which then sees nothing). The session may carry the company as an id or as the document.
 */
export const companyOf = (user: MaybeUser | null | undefined): string | null => {
  if (!hasRole(user, 'contractor') || !user?.contractor) return null
  return typeof user.contractor === 'string' ? user.contractor : user.contractor.id
}

/**
 * Staff and admins read every referral; a contractor reads only those sent to their own company (a query, so another
 * company's referral is not found for them and lists leave it out); no one else reads any.
 */
export const staffOrOwnReferral: Access = ({ req: { user } }) => {
  if (hasRole(user, 'staff', 'admin')) return true
  const company = companyOf(user)
  return company ? { contractor: { equals: company } } : false
}
