import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditor } from '../access/isEditor'
import { costGuidePageEndpoint } from '../endpoints/public-pages/cost-guide-page'
import { costFields } from '../fields/range'
import { tiersField } from '../fields/tiers'
import { headlineFields } from '../fields/headline'
import { publicPageHooks } from '../hooks/invalidatePublicPages'
import { ADMIN_GROUPS } from './admin-groups'

export const CostGuides: CollectionConfig = {
  slug: 'cost-guides',
  admin: {
    group: ADMIN_GROUPS.content,
    description: 'What projects cost, tier by tier, at /cost-guides/{slug}.',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'author', 'publishedAt'],
    listSearchableFields: ['title', 'slug', 'excerpt'],
  },
  defaultSort: 'publishedAt',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: publicPageHooks,
  endpoints: [costGuidePageEndpoint],
  fields: [
    ...headlineFields(),
    { name: 'publishedAt', type: 'date', required: true, admin: { position: 'sidebar' } },
    {
      name: 'author',
      type: 'text',
      required: true,
      maxLength: 100,
      defaultValue: 'Expert Team',
      admin: { position: 'sidebar' },
    },
    tiersField({
      name: 'costTiers',
      singular: 'Cost tier',
      description: 'Rows of the cost table (low, average and high cost)',
      price: costFields({ low: 'low', average: 'average', high: 'high' }),
      priceWord: 'cost',
    }),
    { name: 'body', type: 'richText' },
  ],
}
