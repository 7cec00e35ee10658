import type { CollectionConfig } from 'payload'

import { publicPageAccess } from '../access/publishedOrTeam'
import { costGuidePageEndpoint } from '../endpoints/public-pages/cost-guide-page'
import { costFields } from '../fields/range'
import { tiersField } from '../fields/tiers'
import { headlineFields } from '../fields/headline'
import { imageField } from '../fields/image'
import { seoFields } from '../fields/seo'
import { publicPageHooks } from '../hooks/invalidatePublicPages'
import { pageAdmin } from '../preview/page-admin'
import { ADMIN_GROUPS } from './admin-groups'
import { draftVersions } from './drafts'

export const CostGuides: CollectionConfig = {
  slug: 'cost-guides',
  admin: {
    group: ADMIN_GROUPS.content,
    description: 'What projects cost, tier by tier, at /cost-guides/{slug}.',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'author', 'publishedAt'],
    listSearchableFields: ['title', 'slug', 'excerpt'],
    ...pageAdmin('cost-guides'),
  },
  defaultSort: 'publishedAt',
  access: publicPageAccess,
  hooks: publicPageHooks,
  versions: draftVersions,
  endpoints: [costGuidePageEndpoint],
  fields: [
    ...headlineFields(),
    imageField('heroImage', 'The picture at the top of the guide'),
    { name: 'publishedAt', type: 'date', required: true, admin: { position: 'sidebar' } },
    {
      name: 'service',
      type: 'relationship',
      relationTo: 'services',
      admin: {
        position: 'sidebar',
        description: 'The service this guide prices: its quote form and buttons start with it chosen',
      },
    },
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
    seoFields(),
  ],
}
