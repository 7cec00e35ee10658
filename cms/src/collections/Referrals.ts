import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { nobody } from '../access/nobody'
import { REFERRAL_STATUSES } from '../contracts/lead-options'
import { toOptions } from '../fields/options'

/** One lead sent to one contractor (the spec's "offer"). */
export const Referrals: CollectionConfig = {
  slug: 'referrals',
  admin: { defaultColumns: ['lead', 'contractor', 'status', 'createdAt'] },
  defaultSort: '-createdAt',
  access: {
    read: isStaff,
    // Created together with their lead by POST /api/quote-requests.
    create: nobody,
    update: isStaff,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      required: true,
      index: true,
      access: { update: isAdminField },
    },
    {
      name: 'contractor',
      type: 'relationship',
      relationTo: 'contractors',
      required: true,
      index: true,
      access: { update: isAdminField },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'sent',
      index: true,
      options: toOptions(REFERRAL_STATUSES),
    },
  ],
}
