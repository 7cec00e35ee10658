import type { CollectionConfig, Field } from 'payload'

import { dropContractorCredentials, keepContractorCredentials } from './hooks/keepContractorCredentials'
import { recordVerifier } from './hooks/recordVerifier'

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

/** What a licence's or a policy's change does to its contractor (hooks/). */
export const credentialHooks = {
  beforeChange: [recordVerifier],
  afterChange: [keepContractorCredentials],
  afterDelete: [dropContractorCredentials],
} satisfies CollectionConfig['hooks']

/** A day's slack for the time zones: a check done today is never refused as one done tomorrow. */
const VERIFIED_ON_SLACK_MS = 24 * 60 * 60 * 1000

/** A check is done on a day that has come; a record's history keeps checks of past days. */
export const validateVerifiedOn = (value: unknown): true | string => {
  if (value == null || value === '') return true
  const time = new Date(value as string).getTime()
  if (Number.isNaN(time)) return 'Give the day the record was verified'
  return time <= Date.now() + VERIFIED_ON_SLACK_MS
    ? true
    : 'A record cannot be verified on a day still to come'
}

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
    validate: validateVerifiedOn,
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
