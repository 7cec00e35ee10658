import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isEditor } from '../../access/isEditor'
import { MEDIA_MIME_TYPES } from '../../contracts/media'
import { publicPageHooks } from '../../hooks/invalidatePublicPages'
import { loadConfiguration } from '../../runtime/config'
import { dataDir } from '../../runtime/paths'
import { answerMissingFile } from './handlers/answerMissingFile'
import { refuseUnfitFiles } from './hooks/refuseUnfitFiles'
import { ADMIN_GROUPS } from '../admin-groups'

/** Where uploaded files live: under the data directory unless MEDIA_DIR says otherwise (a volume every copy shares). */
const { MEDIA_DIR } = loadConfiguration()
export const mediaDir = MEDIA_DIR ? path.resolve(MEDIA_DIR) : path.join(dataDir, 'media')

/** A resized copy as WebP, never wider than the original. */
const webp = (name: string, width: number) => ({
  name,
  width,
  withoutEnlargement: true,
  formatOptions: { format: 'webp' as const, options: { quality: 78 } },
})

/**
 * The media library: every picture on the site. Each upload keeps its original and gets WebP copies at three
 * widths (for `srcset`) and an Open Graph crop around its focal point.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Media' },
  admin: {
    group: ADMIN_GROUPS.content,
    description: 'Every picture on the site, with its alt text and the sizes made from it.',
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'width', 'height', 'filesize'],
    listSearchableFields: ['alt', 'filename'],
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  // Pages name a picture's files and version: a new file, focal point or alt text makes them out of date.
  hooks: { ...publicPageHooks, beforeOperation: [...publicPageHooks.beforeOperation, refuseUnfitFiles] },
  upload: {
    staticDir: mediaDir,
    mimeTypes: [...MEDIA_MIME_TYPES],
    handlers: [answerMissingFile(mediaDir)],
    focalPoint: true,
    crop: true,
    adminThumbnail: 'small',
    // The original is kept, but never wider than a hero needs.
    resizeOptions: { width: 2400, withoutEnlargement: true },
    imageSizes: [
      webp('small', 480),
      webp('medium', 960),
      webp('large', 1600),
      {
        name: 'og',
        width: 1200,
        height: 630,
        position: 'centre',
        formatOptions: { format: 'jpeg', options: { quality: 82 } },
      },
    ],
  },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'What the picture shows, read to people who cannot see it' },
    },
  ],
}
