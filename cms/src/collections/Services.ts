import type { CollectionConfig } from 'payload'

import { publicPageAccess } from '../access/publishedOrTeam'
import { servicePageEndpoint } from '../endpoints/public-pages/service-page'
import { SERVICE_CATEGORIES } from '../contracts/service-categories'
import { iconFields } from '../fields/icon'
import { imageField, responsiveImageField } from '../fields/image'
import { toOptions } from '../fields/options'
import { rangeRow, typicalDurationRow } from '../fields/range'
import { tiersField } from '../fields/tiers'
import { seoFields } from '../fields/seo'
import { slugField } from '../fields/slug'
import { publicPageHooks } from '../hooks/invalidatePublicPages'
import { refuseDeleteWhileReferenced } from '../hooks/refuseDeleteWhileReferenced'
import { pageAdmin } from '../preview/page-admin'
import { ADMIN_GROUPS } from './admin-groups'
import { draftVersions } from './drafts'

export const Services: CollectionConfig = {
  slug: 'services',
  admin: {
    group: ADMIN_GROUPS.content,
    description: 'The trades homeowners ask quotes for, each with its page at /services/{slug}.',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'category', 'priceLow', 'priceHigh', 'sortOrder'],
    listSearchableFields: ['name', 'slug', 'category'],
    ...pageAdmin('services'),
  },
  defaultSort: 'sortOrder',
  access: publicPageAccess,
  hooks: {
    ...publicPageHooks,
    beforeDelete: [
      refuseDeleteWhileReferenced('service', [
        { collection: 'leads', field: 'service', label: 'leads' },
        { collection: 'city-pages', field: 'service', label: 'location pages' },
        { collection: 'contractors', field: 'services', label: 'contractors' },
      ]),
    ],
  },
  versions: draftVersions,
  endpoints: [servicePageEndpoint],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    slugField({ from: 'name' }),
    { name: 'description', type: 'textarea', required: true, maxLength: 1000 },
    ...iconFields({
      name: 'icon',
      description: 'The lucide icon shown when there is no image, e.g. chef-hat',
    }),
    imageField(
      'image',
      'Shown on the service card and the service page; the icon is shown when there is none',
    ),
    responsiveImageField('image'),
    { name: 'category', type: 'select', required: true, options: toOptions(SERVICE_CATEGORIES) },
    rangeRow({
      low: 'priceLow',
      high: 'priceHigh',
      unit: 'dollars',
      labels: { low: 'Average cost from', high: 'Average cost to' },
    }),
    typicalDurationRow(),
    {
      name: 'overview',
      type: 'richText',
      admin: { description: 'The Overview section of the service page' },
    },
    tiersField({
      name: 'pricingTiers',
      singular: 'Pricing tier',
      description: 'Rows of the pricing table on the service page',
      price: rangeRow({ low: 'priceLow', high: 'priceHigh', unit: 'dollars' }),
      priceWord: 'price',
      more: [rangeRow({ low: 'durationLow', high: 'durationHigh', unit: 'days' })],
    }),
    {
      name: 'included',
      label: "What's included",
      type: 'text',
      hasMany: true,
      maxRows: 12,
      maxLength: 120,
      admin: { description: "The What's Included list on the service page" },
    },
    {
      name: 'relatedServices',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      maxRows: 6,
      // Related services relate back: read as documents one level down at most, never as a cycle.
      maxDepth: 1,
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
      admin: { description: 'Linked from the service page' },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, index: true },
    seoFields(),
  ],
}
