import type { CollectionConfig } from 'payload'

import { US_STATES } from '../../contracts/us-states'
import { ADMIN_GROUPS } from '../admin-groups'
import { contractorField, credentialAccess, credentialHooks, verificationFields } from './shared'

/** A contractor's state licence, as staff checked it: "Licensed" is true only while a verified one is unexpired. */
export const Licences: CollectionConfig = {
  slug: 'licences',
  admin: {
    group: ADMIN_GROUPS.marketplace,
    description: 'State licences of the contractors, with the evidence and who verified them.',
    useAsTitle: 'number',
    defaultColumns: ['contractor', 'state', 'number', 'expiresOn', 'verifiedOn'],
  },
  access: credentialAccess,
  hooks: credentialHooks,
  fields: [
    contractorField,
    {
      name: 'state',
      type: 'select',
      required: true,
      options: Object.entries(US_STATES).map(([value, label]) => ({ label, value })),
    },
    { name: 'number', label: 'Licence number', type: 'text', required: true, maxLength: 60 },
    {
      name: 'classification',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: {
        description: 'The trade the licence covers, as the state names it, e.g. "Roofing Contractor"',
      },
    },
    ...verificationFields({
      name: 'evidence',
      description: 'The licence or the state register’s page, kept private',
    }),
  ],
}
