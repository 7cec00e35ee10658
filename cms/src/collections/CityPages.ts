import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditor } from '../access/isEditor'
import { slugField } from '../fields/slug'
import {
  invalidatePublicPagesAfterChange,
  invalidatePublicPagesAfterDelete,
} from '../hooks/invalidatePublicPages'

/** A local SEO page, /locations/{state}/{city}/{service}. */
export const CityPages: CollectionConfig = {
  slug: 'city-pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'state', 'city', 'service'] },
  defaultSort: 'state',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [invalidatePublicPagesAfterChange], afterDelete: [invalidatePublicPagesAfterDelete] },
  fields: [
    slugField({ name: 'state', unique: false, admin: { description: 'State slug, e.g. florida' } }),
    slugField({ name: 'city', unique: false, admin: { description: 'City slug, e.g. miami' } }),
    { name: 'service', type: 'relationship', relationTo: 'services', required: true, index: true },
    { name: 'costLow', type: 'number', required: true, min: 0 },
    { name: 'costAverage', type: 'number', required: true, min: 0 },
    { name: 'costHigh', type: 'number', required: true, min: 0 },
    { name: 'title', type: 'text', required: true, maxLength: 200, admin: { description: 'SEO title' } },
    { name: 'metaDescription', type: 'textarea', maxLength: 320 },
  ],
  indexes: [{ fields: ['state', 'city', 'service'], unique: true }],
}
