import type { JSONField, TextField, UploadField } from 'payload'
import { z } from 'zod'

import { responsiveImageSchema } from '../contracts/media'
import { RESPONSIVE_IMAGE_SELECT, responsiveImage } from '../collections/Media/responsive-image'
import { dataloaderKey } from '../database/payload-internals'
import type { Media } from '../payload-types'

/** A picture from the media library. */
export const imageField = (name: string, description: string): UploadField => ({
  name,
  type: 'upload',
  relationTo: 'media',
  admin: { description },
})

const { $schema: _dialect, ...responsiveImageJsonSchema } = z.toJSONSchema(responsiveImageSchema, {
  target: 'draft-4',
}) as ReturnType<NonNullable<JSONField['typescriptSchema']>[number]>

type ReadArgs = Parameters<NonNullable<NonNullable<JSONField['hooks']>['afterRead']>[number]>[0]

/**
 * The picture of an image field as pages show it (contracts/media.ts). The pictures of all documents a read returns
 * are loaded in one query (Payload's dataloader batches them), one for every field made from the same image.
 */
const readResponsiveImage = async (
  imageFieldName: string,
  { siblingData, req, overrideAccess, currentDepth = 0 }: ReadArgs,
) => {
  const image: unknown = siblingData[imageFieldName]
  if (typeof image !== 'string') return responsiveImage(image as Media | null | undefined)
  const media = (await req.payloadDataLoader.load(
    dataloaderKey(req, {
      collectionSlug: 'media',
      docID: image,
      depth: 0,
      // Part of the key so that a document populated inside another's read (a related service) asks in a
      // batch of its own: waiting on a key of the batch that is populating it would wait for ever.
      currentDepth,
      draft: false,
      overrideAccess: Boolean(overrideAccess),
      showHiddenFields: false,
      select: RESPONSIVE_IMAGE_SELECT,
    }),
  )) as Media | null
  return responsiveImage(media)
}

/** Read-only and never stored: made from the document on each read. */
const readOnlyVirtual = {
  virtual: true,
  access: { create: () => false, update: () => false },
} as const

/**
 * Beside an image field, read-only: the picture as pages show it. A list read through REST selects it with the image
 * field and gets what its cards need at depth 0, without the media documents themselves.
 */
export const responsiveImageField = (imageFieldName: string): JSONField => ({
  name: `${imageFieldName}Responsive`,
  type: 'json',
  ...readOnlyVirtual,
  admin: { hidden: true },
  typescriptSchema: [() => ({ oneOf: [responsiveImageJsonSchema, { type: 'null' }] })],
  hooks: { afterRead: [(args) => readResponsiveImage(imageFieldName, args)] },
})

/** Beside an image field, read-only: the address of the picture as pages show it (null without one), at any depth. */
export const imageUrlField = (imageFieldName: string, name: string): TextField => ({
  name,
  type: 'text',
  ...readOnlyVirtual,
  admin: { hidden: true },
  hooks: { afterRead: [async (args) => (await readResponsiveImage(imageFieldName, args))?.src ?? null] },
})
