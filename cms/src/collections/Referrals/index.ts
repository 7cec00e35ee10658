import type { CollectionConfig } from 'payload'

import { referralAccess } from '../../access/quoteRecords'
import { DECLINE_CATEGORIES, HOMEOWNER_CHOICES, REFERRAL_STATUSES } from '../../contracts/lead-options'
import {
  MAX_DECLINE_REASON_LENGTH,
  MAX_QUOTE_AMOUNT,
  MAX_QUOTE_MESSAGE_LENGTH,
  REFERRAL_ACTORS,
} from '../../contracts/referral-progress'
import { adminUpdatesOnly } from '../../fields/adminUpdatesOnly'
import { toOptions } from '../../fields/options'
import { serverKept } from '../../fields/serverKept'
import { ADMIN_GROUPS } from '../admin-groups'
import { deleteReviews } from './hooks/deleteReviews'
import { inviteReview } from './hooks/inviteReview'
import { offerOthersWhenAllDeclined } from './hooks/offerOthersWhenAllDeclined'
import { recordProgress } from './hooks/recordProgress'
import { updateLeadStatus } from './hooks/updateLeadStatus'

/** One lead sent to one contractor (an "offer" to that contractor), and how it went. */
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
  // The matching order reads each contractor's latest referral (matching/choosable-contractors.ts).
  indexes: [{ fields: ['contractor', 'createdAt'] }],
  access: referralAccess,
  hooks: {
    beforeDelete: [deleteReviews],
    beforeChange: [recordProgress],
    afterChange: [updateLeadStatus, offerOthersWhenAllDeclined, inviteReview],
  },
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
    serverKept({
      name: 'respondedAt',
      type: 'date',
      index: true,
      admin: { description: 'When the contractor first accepted or declined', position: 'sidebar' },
    }),
    serverKept({
      name: 'acceptedAt',
      type: 'date',
      admin: { description: 'When the contractor accepted', position: 'sidebar' },
    }),
    serverKept({
      name: 'declineCategory',
      type: 'select',
      options: toOptions(DECLINE_CATEGORIES),
      admin: { description: 'Why the contractor declined, as the homeowner is told it' },
    }),
    serverKept({
      name: 'declineReason',
      type: 'textarea',
      maxLength: MAX_DECLINE_REASON_LENGTH,
      admin: { description: 'The contractor’s reason for declining' },
    }),
    serverKept({
      name: 'quoteAmount',
      type: 'number',
      min: 1,
      max: MAX_QUOTE_AMOUNT,
      admin: { description: 'The quote the contractor sent, in dollars (optional)' },
    }),
    serverKept({
      name: 'quoteMessage',
      type: 'textarea',
      maxLength: MAX_QUOTE_MESSAGE_LENGTH,
      admin: { description: 'What the contractor wrote with the quote, for the homeowner' },
    }),
    serverKept({
      // One "hired" per lead: a partial unique index holds it (migration 20261127_100000_marketplace_loop).
      name: 'homeownerChoice',
      type: 'select',
      options: toOptions(HOMEOWNER_CHOICES),
      admin: {
        description: 'The homeowner’s own word: hired this contractor, or not for me',
        position: 'sidebar',
      },
    }),
    serverKept({
      name: 'homeownerChoiceAt',
      type: 'date',
      admin: { description: 'When the homeowner made that choice', position: 'sidebar' },
    }),
    serverKept({
      name: 'remindedAt',
      type: 'date',
      admin: {
        description: 'When the contractor was reminded of an unanswered request',
        position: 'sidebar',
      },
    }),
    serverKept({
      name: 'reviewInvitedAt',
      type: 'date',
      admin: { description: 'When the homeowner was invited to review this contractor', position: 'sidebar' },
    }),
    serverKept({
      name: 'reviewRemindedAt',
      type: 'date',
      admin: { description: 'When the homeowner was reminded, once, to review', position: 'sidebar' },
    }),
    serverKept({
      name: 'history',
      type: 'array',
      admin: { description: 'Every status change: what, when and by whom' },
      fields: [
        { name: 'status', type: 'select', required: true, options: toOptions(REFERRAL_STATUSES) },
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'by', type: 'select', required: true, options: toOptions(REFERRAL_ACTORS) },
      ],
    }),
  ],
}
