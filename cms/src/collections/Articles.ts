import type { CollectionConfig } from 'payload'

import { isEditor } from '../access/isEditor'
import { publishedOrTeam } from '../access/publishedOrTeam'
import { readsDrafts } from '../access/readsDrafts'
import { articlePageEndpoint } from '../endpoints/public-pages/article-page'
import { headlineFields } from '../fields/headline'
import { imageField } from '../fields/image'
import { seoFields } from '../fields/seo'
import { publicPageHooks } from '../hooks/invalidatePublicPages'
import { pageAdmin } from '../preview/page-admin'
import { draftVersions } from './drafts'

export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', '_status', 'publishedAt'],
    ...pageAdmin('articles'),
  },
  defaultSort: '-publishedAt',
  access: {
    read: publishedOrTeam,
    readVersions: readsDrafts,
    create: isEditor,
    update: isEditor,
    delete: isEditor,
  },
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
  ],
}
