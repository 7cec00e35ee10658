import type { CollectionConfig } from 'payload'

import { quoteRecordAccess } from '../../access/quoteRecords'
import { BUDGET_RANGES, CONTACT_PREFERENCES, LEAD_STATUSES, TIMEFRAMES } from '../../contracts/lead-options'
import { projectDetailsSchema, zipCodeField } from '../../contracts/quote-request'
import { adminUpdatesOnly } from '../../fields/adminUpdatesOnly'
import { toOptions } from '../../fields/options'
import { serverKept } from '../../fields/serverKept'
import { zodValidate } from '../../fields/zodValidate'
import { ADMIN_GROUPS } from '../admin-groups'
import { deleteReferrals } from './hooks/deleteReferrals'
import { keepPhoneDigits } from './hooks/keepPhoneDigits'
import { notifyStaff } from './hooks/notifyStaff'
import { purgeEmailJobs } from './hooks/purgeEmailJobs'

const details = projectDetailsSchema.shape

/**
 * Staff read and work leads here, but the public quote request does not store its lead through this collection:
 * database/queries/store-quote-request.ts writes the lead, its referrals and its email jobs in one statement, so
 * they commit together (docs/decisions/0030-quote-request-in-one-statement.md). The hooks below govern every other
 * write.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    group: ADMIN_GROUPS.leads,
    description: 'Quote requests from homeowners, as the wizard sent them; staff work their status.',
    useAsTitle: 'name',
    defaultColumns: ['name', 'service', 'zipCode', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone', 'zipCode'],
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [keepPhoneDigits],
    afterChange: [notifyStaff],
    beforeDelete: [purgeEmailJobs, deleteReferrals],
  },
  access: quoteRecordAccess,
  fields: [
    adminUpdatesOnly({ name: 'service', type: 'relationship', relationTo: 'services', required: true }),
    adminUpdatesOnly({
      name: 'zipCode',
      type: 'text',
      required: true,
      index: true,
      validate: zodValidate(zipCodeField),
    }),
    adminUpdatesOnly({ name: 'name', type: 'text', required: true, validate: zodValidate(details.name) }),
    adminUpdatesOnly({
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      validate: zodValidate(details.email),
    }),
    adminUpdatesOnly({ name: 'phone', type: 'text', required: true, validate: zodValidate(details.phone) }),
    {
      // The phone's digits alone, for search (contracts/lead-filter.ts); kept by the writers, never shown.
      name: 'phoneDigits',
      type: 'text',
      access: { create: () => false, update: () => false },
      admin: { hidden: true },
    },
    adminUpdatesOnly({
      name: 'contactPref',
      type: 'select',
      required: true,
      options: toOptions(CONTACT_PREFERENCES),
    }),
    adminUpdatesOnly({ name: 'budgetRange', type: 'select', options: toOptions(BUDGET_RANGES) }),
    adminUpdatesOnly({ name: 'timeframe', type: 'select', options: toOptions(TIMEFRAMES) }),
    adminUpdatesOnly({
      name: 'description',
      type: 'textarea',
      required: true,
      validate: zodValidate(details.description),
    }),
    adminUpdatesOnly({
      name: 'consent',
      type: 'checkbox',
      required: true,
      validate: zodValidate(details.consent),
    }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: toOptions(LEAD_STATUSES),
      admin: { position: 'sidebar' },
    },
    serverKept({
      // Set when staff set the status by hand: the rule (contracts/lead-status.ts) no longer moves it until cleared.
      name: 'statusOverride',
      type: 'group',
      admin: { description: 'Who set the status by hand, when and why', position: 'sidebar' },
      fields: [
        { name: 'reason', type: 'text', maxLength: 500 },
        { name: 'by', type: 'relationship', relationTo: 'users' },
        { name: 'at', type: 'date' },
      ],
    }),
    serverKept({
      name: 'needsAttentionSince',
      type: 'date',
      index: true,
      admin: {
        description:
          'Since when the request has no contractor working it (all declined, or none accepted in time)',
        position: 'sidebar',
      },
    }),
    serverKept({
      name: 'rematchedAt',
      type: 'date',
      admin: { description: 'When the homeowner last asked for other contractors', position: 'sidebar' },
    }),
    serverKept({
      name: 'withdrawnAt',
      type: 'date',
      index: true,
      admin: {
        description: 'When the homeowner withdrew the request from their request page',
        position: 'sidebar',
      },
    }),
    serverKept({
      name: 'deletionRequestedAt',
      type: 'date',
      index: true,
      admin: {
        description: 'When the homeowner asked for their data to be deleted: an admin deletes the lead',
        position: 'sidebar',
      },
    }),
    adminUpdatesOnly({
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
    adminUpdatesOnly({
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
    adminUpdatesOnly({
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
