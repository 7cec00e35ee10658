import type { CollectionConfig } from 'payload'

import { staffOrOwnReferral } from './contractorScope'
import { isAdmin } from './isAdmin'
import { isStaff } from './isStaff'
import { nobody } from './nobody'

/**
 * Leads and their referrals: created only by POST /api/quote-requests, which validates them and stores a lead with
 * its referrals in one transaction; staff work them, and only admins delete them.
 */
export const quoteRecordAccess = {
  read: isStaff,
  create: nobody,
  update: isStaff,
  delete: isAdmin,
} satisfies CollectionConfig['access']

/**
 * Referrals as leads, and a contractor reads their own too. A contractor never writes one through REST: their
 * changes go through the portal's endpoint (endpoints/pro), which checks the move from the current status.
 */
export const referralAccess = {
  ...quoteRecordAccess,
  read: staffOrOwnReferral,
} satisfies CollectionConfig['access']
