import type { Access, CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { isEditor, isEditorField } from '../../access/isEditor'
import { isTeamField, isTeamMember } from '../../access/isTeam'
import { nobody } from '../../access/nobody'
import {
  HIRE_EVIDENCE,
  MAX_REVIEW_RATING,
  MAX_REVIEW_REPLY_LENGTH,
  MAX_REVIEW_TEXT_LENGTH,
  MIN_REVIEW_RATING,
  MODERATION_ACTIONS,
  MODERATION_REASONS,
  REVIEW_STATUSES,
} from '../../contracts/reviews'
import { toOptions } from '../../fields/options'
import { publicPageHooks } from '../../hooks/invalidatePublicPages'
import { serverKept } from '../../fields/serverKept'
import { ADMIN_GROUPS } from '../admin-groups'
import { moderateReviewEndpoint } from './endpoints/moderate-review'
import { recomputeRatingOfDeleted } from './hooks/recomputeRatingOfDeleted'

/** The team reads every review; everyone else only published ones. */
const publishedOrTeam: Access = ({ req: { user } }) =>
  isTeamMember(user) ? true : { status: { equals: 'published' } }

/**
 * A homeowner's review of a contractor they hired through the marketplace. Only server code creates one (the
 * request page's endpoint, for a referral that was won or that the homeowner marked hired), and no one edits what
 * the homeowner wrote: staff publish or reject it through the moderation endpoint, which records each action, and
 * the contractor's one reply goes through the portal's endpoint.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    group: ADMIN_GROUPS.marketplace,
    description: 'Verified reviews of hired jobs, moderated by the published policy.',
    useAsTitle: 'reviewerName',
    defaultColumns: ['contractor', 'rating', 'status', 'reviewerName', 'createdAt'],
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['contractor', 'status', 'publishedAt'] }],
  // Editors may feature a published review; every other field is the server's (serverKept).
  access: { read: publishedOrTeam, create: nobody, update: isEditor, delete: isAdmin },
  endpoints: [moderateReviewEndpoint],
  // A published or featured review shows on public pages (the home page's testimonials among them).
  hooks: {
    ...publicPageHooks,
    afterDelete: [...publicPageHooks.afterDelete, recomputeRatingOfDeleted],
  },
  fields: [
    serverKept({
      name: 'referral',
      type: 'relationship',
      relationTo: 'referrals',
      required: true,
      unique: true,
      access: { read: isTeamField },
    }),
    serverKept({
      name: 'contractor',
      type: 'relationship',
      relationTo: 'contractors',
      required: true,
      index: true,
    }),
    serverKept({ name: 'service', type: 'relationship', relationTo: 'services' }),
    serverKept({
      name: 'hireEvidence',
      type: 'select',
      required: true,
      options: toOptions(HIRE_EVIDENCE),
      admin: {
        description: 'How the hire is known: the contractor marked the job won, or the homeowner said so',
      },
    }),
    serverKept({
      name: 'rating',
      type: 'number',
      required: true,
      min: MIN_REVIEW_RATING,
      max: MAX_REVIEW_RATING,
    }),
    serverKept({ name: 'text', type: 'textarea', required: true, maxLength: MAX_REVIEW_TEXT_LENGTH }),
    serverKept({
      name: 'reviewerName',
      type: 'text',
      required: true,
      maxLength: 80,
      admin: { description: 'As shown: first name and initial, e.g. "Maria G."' },
    }),
    serverKept({ name: 'reviewerCity', type: 'text', maxLength: 80 }),
    serverKept({
      name: 'featurePermission',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The homeowner allowed the marketplace to feature this review as a testimonial' },
    }),
    serverKept({
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: toOptions(REVIEW_STATUSES),
    }),
    serverKept({ name: 'publishedAt', type: 'date', index: true }),
    serverKept({
      name: 'rejectionReason',
      type: 'select',
      options: MODERATION_REASONS.map(({ value, label }) => ({ value, label })),
      access: { read: isTeamField },
    }),
    serverKept({
      name: 'moderation',
      type: 'array',
      access: { read: isTeamField },
      admin: { description: 'Every moderation action: what, why, by whom and when' },
      fields: [
        { name: 'action', type: 'select', required: true, options: toOptions(MODERATION_ACTIONS) },
        {
          name: 'reason',
          type: 'select',
          options: MODERATION_REASONS.map(({ value, label }) => ({ value, label })),
        },
        { name: 'by', type: 'relationship', relationTo: 'users', required: true },
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    }),
    serverKept({
      name: 'reply',
      type: 'group',
      admin: { description: 'The contractor’s one public reply' },
      fields: [
        { name: 'text', type: 'textarea', maxLength: MAX_REVIEW_REPLY_LENGTH },
        { name: 'at', type: 'date' },
      ],
    }),
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      // Only an editor features a review, and only one that is published and whose writer allowed it.
      access: { create: () => false, update: isEditorField },
      admin: { description: 'Shown among the home page’s testimonials' },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        value !== true || (siblingData.status === 'published' && siblingData.featurePermission === true)
          ? true
          : 'Only a published review whose writer allowed it can be featured',
    },
  ],
}
