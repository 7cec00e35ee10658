import type { CollectionConfig } from 'payload'

import { quoteRecordAccess } from '../access/quoteRecords'
import { REFERRAL_STATUSES } from '../contracts/lead-options'
import { adminUpdatesOnly } from '../fields/adminUpdatesOnly'
import { toOptions } from '../fields/options'

/** One lead sent to one contractor (the spec's "offer"). */
export const Referrals: CollectionConfig = {
  slug: 'referrals',
  admin: { defaultColumns: ['lead', 'contractor', 'status', 'createdAt'] },
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
