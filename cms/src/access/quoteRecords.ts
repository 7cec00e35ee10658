import type { CollectionConfig } from 'payload'

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
