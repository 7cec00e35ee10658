import type { CollectionConfig, Field } from 'payload'

import { isAdmin, isAdminField } from '../../access/isAdmin'
import { isStaff } from '../../access/isStaff'
import { nobody } from '../../access/nobody'
import { BUDGET_RANGES, CONTACT_PREFERENCES, LEAD_STATUSES, TIMEFRAMES } from '../../contracts/lead-options'
import { projectDetailsSchema, zipCodeField } from '../../contracts/quote-request'
import { toOptions } from '../../fields/options'
import { zodValidate } from '../../fields/zodValidate'
import { deleteReferrals } from './hooks/deleteReferrals'

const details = projectDetailsSchema.shape

/** What the homeowner told us stays as they said it: staff work the status, only admins correct answers. */
const answer = <F extends Field>(field: F): F => ({
  ...field,
  access: { update: isAdminField },
})

export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'service', 'zipCode', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  hooks: { beforeDelete: [deleteReferrals] },
  access: {
    read: isStaff,
    // Leads are written only by POST /api/quote-requests, which validates and uses a transaction.
    create: nobody,
    update: isStaff,
    delete: isAdmin,
  },
  fields: [
    answer({ name: 'service', type: 'relationship', relationTo: 'services', required: true }),
    answer({
      name: 'zipCode',
      type: 'text',
      required: true,
      index: true,
      validate: zodValidate(zipCodeField),
    }),
    answer({ name: 'name', type: 'text', required: true, validate: zodValidate(details.name) }),
    answer({
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      validate: zodValidate(details.email),
    }),
    answer({ name: 'phone', type: 'text', required: true, validate: zodValidate(details.phone) }),
    answer({ name: 'contactPref', type: 'select', required: true, options: toOptions(CONTACT_PREFERENCES) }),
    answer({ name: 'budgetRange', type: 'select', options: toOptions(BUDGET_RANGES) }),
    answer({ name: 'timeframe', type: 'select', options: toOptions(TIMEFRAMES) }),
    answer({
      name: 'description',
      type: 'textarea',
      required: true,
      validate: zodValidate(details.description),
    }),
    answer({ name: 'consent', type: 'checkbox', required: true, validate: zodValidate(details.consent) }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: toOptions(LEAD_STATUSES),
      admin: { position: 'sidebar' },
    },
    answer({
      name: 'consentEvidence',
      type: 'group',
      admin: { description: 'What the homeowner agreed to, and when and where' },
      fields: [
        { name: 'textVersion', type: 'text' },
        { name: 'acceptedAt', type: 'date' },
        { name: 'ip', type: 'text' },
        { name: 'userAgent', type: 'text' },
        { name: 'page', type: 'text' },
      ],
    }),
    answer({
      name: 'attribution',
      type: 'group',
      fields: [
        { name: 'utmSource', type: 'text' },
        { name: 'utmMedium', type: 'text' },
        { name: 'utmCampaign', type: 'text' },
        { name: 'utmTerm', type: 'text' },
        { name: 'utmContent', type: 'text' },
        { name: 'referrer', type: 'text' },
      ],
    }),
    answer({
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    }),
    {
      // A digest of the request the key first came with: a retry repeats it, a different request under the same
      // key is refused (422) rather than silently answered with the first lead. Machinery, never shown.
      name: 'requestHash',
      type: 'text',
      hidden: true,
      access: { update: () => false },
    },
  ],
}
