import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { isStaff } from '../../access/isStaff'
import { serverKept } from '../../fields/serverKept'

/** Credentials are checked by staff, and their evidence stays with the team: contractors and the public never read them. */
export const credentialAccess = {
  read: isStaff,
  create: isStaff,
  update: isStaff,
  delete: isAdmin,
} satisfies CollectionConfig['access']

/** Whose credential it is. */
export const contractorField: Field = {
  name: 'contractor',
  type: 'relationship',
  relationTo: 'contractors',
  required: true,
  index: true,
}

/**
 * The check: until staff record when they verified it, a record earns no badge. `verifiedBy` is whoever set
 * `verifiedOn` (a hook writes it), so the record says who vouched for it.
 */
export const verificationFields = (evidence: { name: string; description: string }): Field[] => [
  {
    name: 'expiresOn',
    type: 'date',
    required: true,
    index: true,
    admin: { date: { pickerAppearance: 'dayOnly' } },
  },
  {
    name: evidence.name,
    type: 'upload',
    relationTo: 'credential-files',
    admin: { description: evidence.description },
  },
  {
    name: 'verifiedOn',
    type: 'date',
    admin: {
      date: { pickerAppearance: 'dayOnly' },
      description:
        'The day staff checked the record against the evidence (or the issuer). Leave empty until then.',
    },
  },
  serverKept({ name: 'verifiedBy', type: 'relationship', relationTo: 'users' }),
  serverKept({
    name: 'expiryNoticeSentAt',
    type: 'date',
    admin: { description: 'When the contractor was told this record expires soon' },
  }),
]
