import type { CollectionConfig } from 'payload'

import { publicPageAccess } from '../access/publishedOrTeam'
import { articlePageEndpoint } from '../endpoints/public-pages/article-page'
import { headlineFields } from '../fields/headline'
import { imageField } from '../fields/image'
import { seoFields } from '../fields/seo'
import { publicPageHooks } from '../hooks/invalidatePublicPages'
import { pageAdmin } from '../preview/page-admin'
import { ADMIN_GROUPS } from './admin-groups'
import { draftVersions } from './drafts'

export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    group: ADMIN_GROUPS.content,
    description: 'Advice for homeowners at /articles/{slug}, public once published.',
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'tags', '_status', 'publishedAt'],
    listSearchableFields: ['title', 'slug', 'author', 'tags'],
    ...pageAdmin('articles'),
  },
  defaultSort: '-publishedAt',
  access: publicPageAccess,
  hooks: publicPageHooks,
  versions: draftVersions,
  endpoints: [articlePageEndpoint],
  fields: [
    ...headlineFields(),
    imageField('heroImage', 'The picture at the top of the article'),
    { name: 'tags', type: 'text', hasMany: true },
    { name: 'author', type: 'text', required: true, maxLength: 100 },
    { name: 'reviewer', type: 'text', maxLength: 100 },
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
    { name: 'body', type: 'richText' },
    seoFields(),
    {
      // Whether the article is live, under the name API clients know it by; read-only, from `_status`.
      name: 'published',
      type: 'checkbox',
      virtual: true,
      admin: { hidden: true },
      access: { create: () => false, update: () => false },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            siblingData._status === undefined ? undefined : siblingData._status === 'published',
        ],
      },
    },
  ],
}
