import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditor } from '../access/isEditor'
import { costGuidePageEndpoint } from '../endpoints/public-pages/cost-guide-page'
import { costFields } from '../fields/range'
import { slugField } from '../fields/slug'
import {
  invalidatePublicPagesAfterChange,
  invalidatePublicPagesAfterDelete,
} from '../hooks/invalidatePublicPages'

export const CostGuides: CollectionConfig = {
  slug: 'cost-guides',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'publishedAt'] },
  defaultSort: 'publishedAt',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [invalidatePublicPagesAfterChange], afterDelete: [invalidatePublicPagesAfterDelete] },
  endpoints: [costGuidePageEndpoint],
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    slugField(),
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 500 },
    { name: 'publishedAt', type: 'date', required: true, admin: { position: 'sidebar' } },
    {
      name: 'author',
      type: 'text',
      required: true,
      maxLength: 100,
      defaultValue: 'Expert Team',
      admin: { position: 'sidebar' },
    },
    {
      name: 'costTiers',
      type: 'array',
      maxRows: 6,
      labels: { singular: 'Cost tier', plural: 'Cost tiers' },
      admin: { description: 'Rows of the cost table (low, average and high cost)' },
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 60 },
        costFields({ low: 'low', average: 'average', high: 'high' }),
        {
          name: 'openEnded',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Show a "+" after the high cost (projects can cost more)' },
        },
      ],
    },
    { name: 'body', type: 'richText' },
  ],
}
