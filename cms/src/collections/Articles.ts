import type { CollectionConfig } from 'payload'

import { isEditor } from '../access/isEditor'
import { publishedOrTeam } from '../access/publishedOrTeam'
import { articlePageEndpoint } from '../endpoints/public-pages/article-page'
import { headlineFields } from '../fields/headline'
import { publicPageHooks } from '../hooks/invalidatePublicPages'
import { ADMIN_GROUPS } from './admin-groups'

export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    group: ADMIN_GROUPS.content,
    description: 'Advice for homeowners at /articles/{slug}, public once published.',
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'tags', 'published', 'publishedAt'],
    listSearchableFields: ['title', 'slug', 'author', 'tags'],
  },
  defaultSort: '-publishedAt',
  access: { read: publishedOrTeam, create: isEditor, update: isEditor, delete: isEditor },
  hooks: publicPageHooks,
  endpoints: [articlePageEndpoint],
  fields: [
    ...headlineFields(),
    { name: 'tags', type: 'text', hasMany: true },
    { name: 'author', type: 'text', required: true, maxLength: 100 },
    { name: 'reviewer', type: 'text', maxLength: 100 },
    { name: 'published', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
    { name: 'body', type: 'richText' },
  ],
}
