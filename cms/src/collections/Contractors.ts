import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { canUpdateContractor } from '../access/canUpdateContractor'
import { isStaffField } from '../access/isStaff'
import { isTeamField } from '../access/isTeam'
import { isEditor } from '../access/isEditor'
import { CONTRACTOR_RESPONSE_TIMES } from '../contracts/contractor-match'
import { US_STATES } from '../contracts/us-states'
import { contractorMatchEndpoint } from '../endpoints/contractor-match'
import { imageField, imageUrlField, responsiveImageField } from '../fields/image'
import { slugField } from '../fields/slug'
import { confirmLeadAddressChange } from '../hooks/confirmLeadAddressChange'
import { publicPageHooks } from '../hooks/invalidatePublicPages'
import { refuseDeleteWhileReferenced } from '../hooks/refuseDeleteWhileReferenced'
import { ADMIN_GROUPS } from './admin-groups'

export const Contractors: CollectionConfig = {
  slug: 'contractors',
  admin: {
    group: ADMIN_GROUPS.marketplace,
    description: 'The network homeowners choose from: what each contractor offers and where.',
    useAsTitle: 'name',
    defaultColumns: ['name', 'services', 'rating', 'licensed', 'insured', 'isActive'],
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
      ]),
    ],
  },
  endpoints: [contractorMatchEndpoint],
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
    { name: 'rating', label: 'Rating (0-5)', type: 'number', min: 0, max: 5, index: true },
    { name: 'reviewsCount', type: 'number', min: 0, defaultValue: 0, required: true },
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
    {
      name: 'responseTime',
      label: 'Typical response time',
      type: 'select',
      options: CONTRACTOR_RESPONSE_TIMES.map(({ value, label }) => ({ value, label })),
      admin: { description: 'How soon the company usually answers a new request' },
    },
    { name: 'licensed', type: 'checkbox', defaultValue: false },
    { name: 'insured', type: 'checkbox', defaultValue: false },
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
