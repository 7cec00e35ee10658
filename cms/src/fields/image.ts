import type { UploadField } from 'payload'

/** A picture from the media library. */
export const imageField = (name: string, description: string): UploadField => ({
  name,
  type: 'upload',
  relationTo: 'media',
  admin: { description },
})
