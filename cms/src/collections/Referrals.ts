import type { CollectionConfig } from 'payload'

import { quoteRecordAccess } from '../access/quoteRecords'
import { REFERRAL_STATUSES } from '../contracts/lead-options'
import { adminUpdatesOnly } from '../fields/adminUpdatesOnly'
import { toOptions } from '../fields/options'
import { ADMIN_GROUPS } from './admin-groups'

/** One lead sent to one contractor (the spec's "offer"). */
export const Referrals: CollectionConfig = {
  slug: 'referrals',
  admin: {
    group: ADMIN_GROUPS.leads,
    description: 'Each lead as sent to each contractor the homeowner chose, and how it went.',
    defaultColumns: ['lead', 'contractor', 'status', 'createdAt'],
    // By the homeowner's or the contractor's name.
    listSearchableFields: ['lead.name', 'contractor.name'],
  },
  defaultSort: '-createdAt',
  access: quoteRecordAccess,
  fields: [
    adminUpdatesOnly({
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      required: true,
      index: true,
    }),
    adminUpdatesOnly({
      name: 'contractor',
      type: 'relationship',
      relationTo: 'contractors',
      required: true,
      index: true,
    }),
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
