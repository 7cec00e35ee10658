import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS } from '../admin-groups'
import { contractorField, credentialAccess, credentialHooks, verificationFields } from './shared'

/** A contractor's liability insurance: "Insured" is true only while a verified policy is unexpired. */
export const InsurancePolicies: CollectionConfig = {
  slug: 'insurance-policies',
  labels: { singular: 'Insurance policy', plural: 'Insurance policies' },
  admin: {
    group: ADMIN_GROUPS.marketplace,
    description: 'Liability insurance of the contractors, with the certificate and who verified it.',
    useAsTitle: 'policyNumber',
    defaultColumns: ['contractor', 'carrier', 'policyNumber', 'expiresOn', 'verifiedOn'],
  },
  access: credentialAccess,
  hooks: credentialHooks,
  fields: [
    contractorField,
    { name: 'carrier', type: 'text', required: true, maxLength: 120 },
    { name: 'policyNumber', type: 'text', required: true, maxLength: 60 },
    {
      name: 'coverage',
      label: 'Coverage (USD per occurrence)',
      type: 'number',
      required: true,
      min: 1,
      max: 100_000_000,
    },
    ...verificationFields({ name: 'certificate', description: 'The certificate of insurance, kept private' }),
  ],
}
