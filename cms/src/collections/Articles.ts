import type { CollectionConfig } from 'payload'

import { isEditor } from '../access/isEditor'
import { publishedOrTeam } from '../access/publishedOrTeam'
import { articlePageEndpoint } from '../endpoints/public-pages/article-page'
import { headlineFields } from '../fields/headline'
import { publicPageHooks } from '../hooks/invalidatePublicPages'

export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'author', 'published', 'publishedAt'] },
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
