import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditor } from '../access/isEditor'
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
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    slugField(),
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 500 },
    { name: 'publishedAt', type: 'date', required: true, admin: { position: 'sidebar' } },
    { name: 'body', type: 'richText' },
  ],
}
