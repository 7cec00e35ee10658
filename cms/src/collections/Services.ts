import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditor } from '../access/isEditor'
import { SERVICE_CATEGORIES } from '../contracts/service-categories'
import { toOptions } from '../fields/options'
import { slugField } from '../fields/slug'
import {
  invalidatePublicPagesAfterChange,
  invalidatePublicPagesAfterDelete,
} from '../hooks/invalidatePublicPages'
import { refuseDeleteWhileReferenced } from '../hooks/refuseDeleteWhileReferenced'

export const Services: CollectionConfig = {
  slug: 'services',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'category', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [invalidatePublicPagesAfterChange],
    afterDelete: [invalidatePublicPagesAfterDelete],
    beforeDelete: [
      refuseDeleteWhileReferenced('service', [
        { collection: 'leads', field: 'service', label: 'leads' },
        { collection: 'city-pages', field: 'service', label: 'location pages' },
      ]),
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    slugField(),
    { name: 'description', type: 'textarea', required: true, maxLength: 1000 },
    {
      name: 'icon',
      type: 'text',
      required: true,
      admin: { description: 'Icon name shown when there is no image, e.g. chef-hat' },
    },
    { name: 'image', type: 'text', admin: { description: 'Optional image URL' } },
    { name: 'category', type: 'select', required: true, options: toOptions(SERVICE_CATEGORIES) },
    { name: 'priceLow', type: 'number', required: true, min: 0 },
    {
      name: 'priceHigh',
      type: 'number',
      required: true,
      min: 0,
      validate: (value: unknown, { siblingData }: { siblingData: Partial<{ priceLow: number }> }) =>
        typeof value === 'number' && value >= (siblingData.priceLow ?? 0)
          ? true
          : 'Must be at least the low price',
    },
    { name: 'durationLow', type: 'number', required: true, min: 0, admin: { description: 'Days' } },
    {
      name: 'durationHigh',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'Days' },
      validate: (value: unknown, { siblingData }: { siblingData: Partial<{ durationLow: number }> }) =>
        typeof value === 'number' && value >= (siblingData.durationLow ?? 0)
          ? true
          : 'Must be at least the low duration',
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, index: true },
  ],
}
