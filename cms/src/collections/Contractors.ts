import type { CollectionConfig, Field } from 'payload'

import { anyone } from '../access/anyone'
import { canUpdateContractor } from '../access/canUpdateContractor'
import { isStaffField } from '../access/isStaff'
import { isTeamField } from '../access/isTeam'
import { isEditor } from '../access/isEditor'
import { US_STATES } from '../contracts/us-states'
import { contractorMatchEndpoint } from '../endpoints/contractor-match'
import { proProfileEndpoint } from '../endpoints/public-pages/pro-profile-page'
import { imageField, imageUrlField, responsiveImageField } from '../fields/image'
import { slugField } from '../fields/slug'
import { confirmLeadAddressChange } from '../hooks/confirmLeadAddressChange'
import { publicPageHooks } from '../hooks/invalidatePublicPages'
import { refuseDeleteWhileReferenced } from '../hooks/refuseDeleteWhileReferenced'
import { ADMIN_GROUPS } from './admin-groups'
import { isCurrent } from '../contracts/credentials'
import { serverKept } from '../fields/serverKept'

/** A badge no one types: true while the record date it reads is ahead (the API and the panel show it, read-only). */
const derivedBadge = (name: string, until: string): Field => ({
  name,
  type: 'checkbox',
  virtual: true,
  admin: { readOnly: true, hidden: true },
  hooks: { afterRead: [({ data }) => isCurrent(data?.[until] as string | null)] },
})

export const Contractors: CollectionConfig = {
  slug: 'contractors',
  admin: {
    group: ADMIN_GROUPS.marketplace,
    description: 'The network homeowners choose from: what each contractor offers and where.',
    useAsTitle: 'name',
    defaultColumns: ['name', 'services', 'rating', 'licensedUntil', 'insuredUntil', 'isActive'],
    // By name, a covered city, or the name of a service offered (a path through the relationship).
    listSearchableFields: ['name', 'cities', 'services.name'],
  },
  defaultSort: '-rating',
  access: { read: anyone, create: isEditor, update: canUpdateContractor, delete: isEditor },
  hooks: {
    ...publicPageHooks,
    afterChange: [...publicPageHooks.afterChange, confirmLeadAddressChange],
    beforeDelete: [
      refuseDeleteWhileReferenced('contractor', [
        { collection: 'referrals', field: 'contractor', label: 'referrals' },
        // The record of its checks is evidence: staff delete it on purpose, not with the company.
        { collection: 'licences', field: 'contractor', label: 'licence records' },
        { collection: 'insurance-policies', field: 'contractor', label: 'insurance records' },
      ]),
    ],
  },
  endpoints: [contractorMatchEndpoint, proProfileEndpoint],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 150 },
    slugField({ from: 'name' }),
    { name: 'description', type: 'textarea', required: true, maxLength: 2000 },
    // The services, read with the contractor; theirs (related services, pictures) stay ids.
    {
      name: 'services',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      required: true,
      maxDepth: 1,
    },
    {
      name: 'states',
      type: 'select',
      hasMany: true,
      options: Object.entries(US_STATES).map(([value, label]) => ({ label, value })),
      admin: { description: 'States covered in full' },
    },
    {
      name: 'cities',
      type: 'text',
      hasMany: true,
      admin: { description: 'Cities covered, written "City, ST", e.g. Miami, FL' },
      validate: (value: unknown) =>
        value == null ||
        (Array.isArray(value) &&
          value.every((city) => typeof city === 'string' && /^[^,]{2,60}, [A-Z]{2}$/.test(city)))
          ? true
          : 'Write each city as "City, ST", e.g. Miami, FL',
    },
    // Computed from the contractor's published verified reviews, never typed (collections/Reviews).
    serverKept({
      name: 'rating',
      label: 'Verified rating (1-5)',
      type: 'number',
      min: 0,
      max: 5,
      index: true,
      admin: { description: 'The average of the published verified reviews' },
    }),
    serverKept({
      name: 'reviewsCount',
      label: 'Verified reviews',
      type: 'number',
      min: 0,
      defaultValue: 0,
      required: true,
    }),
    {
      name: 'externalRating',
      type: 'group',
      label: 'Rating from elsewhere',
      admin: {
        description:
          'A rating published by someone else, shown only with its source and date and never mixed into the verified one',
      },
      fields: [
        { name: 'rating', type: 'number', min: 1, max: 5 },
        { name: 'count', label: 'Number of reviews', type: 'number', min: 1 },
        {
          name: 'source',
          type: 'text',
          maxLength: 80,
          admin: { description: 'Where it comes from, e.g. "Google"' },
        },
        { name: 'asOf', label: 'As of', type: 'date', admin: { date: { pickerAppearance: 'monthOnly' } } },
      ],
      validate: (value: unknown) => {
        const { rating, count, source, asOf } = (value ?? {}) as Record<string, unknown>
        const given = [rating, count, source, asOf].filter((part) => part != null && part !== '')
        return given.length === 0 || given.length === 4
          ? true
          : 'A rating from elsewhere needs its rating, number of reviews, source and date'
      },
    },
    {
      name: 'yearsInBusiness',
      label: 'Years in business',
      type: 'number',
      min: 0,
      max: 200,
      validate: (value: unknown) =>
        value == null || Number.isInteger(value) ? true : 'Years in business is a whole number',
    },
    {
      name: 'serviceArea',
      type: 'text',
      maxLength: 120,
      admin: {
        description:
          'Where the company works, as its cards say it, e.g. "Miami and Fort Lauderdale" or "Nationwide"',
      },
    },
    // Kept by the licence and insurance records' hooks: the latest expiry of a verified record, or empty.
    serverKept({
      name: 'licensedUntil',
      type: 'date',
      index: true,
      admin: { description: 'Until when a verified licence is on record', position: 'sidebar' },
    }),
    serverKept({
      name: 'insuredUntil',
      type: 'date',
      index: true,
      admin: { description: 'Until when a verified insurance policy is on record', position: 'sidebar' },
    }),
    derivedBadge('licensed', 'licensedUntil'),
    derivedBadge('insured', 'insuredUntil'),
    {
      name: 'verified',
      type: 'checkbox',
      virtual: true,
      admin: { readOnly: true, hidden: true },
      hooks: {
        afterRead: [
          ({ data }) =>
            isCurrent(data?.licensedUntil as string | null) && isCurrent(data?.insuredUntil as string | null),
        ],
      },
    },
    {
      name: 'contact',
      type: 'group',
      // Contact details are for the team and the referral emails, never for anonymous readers or other contractors.
      access: { read: isTeamField },
      fields: [
        {
          name: 'email',
          type: 'email',
          // It receives the contractor's leads: an editor could otherwise have them sent to an address of their own.
          access: { create: isStaffField, update: isStaffField },
          admin: {
            description: 'Receives the quote requests. Staff and admins change it; the old address is told.',
          },
        },
        { name: 'phone', type: 'text', maxLength: 40 },
        { name: 'website', type: 'text', maxLength: 300 },
      ],
    },
    imageField('logo', 'The company logo, shown on its cards'),
    responsiveImageField('logo'),
    imageUrlField('logo', 'logoUrl'),
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
  ],
}
