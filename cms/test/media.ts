import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Media } from '../src/payload-types'
import { unique } from './payload'

/** A PNG as a camera or a drawing program would save one: a picture with some detail, of the given size. */
export const picture = (width = 2000, height = 1250): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#1e3a8a' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
            `<circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f59e0b"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer()

/** A picture in the media library, uploaded through the Local API as the seed does. */
export const createPicture = async (
  payload: Payload,
  {
    alt = 'A test picture',
    width = 1200,
    height = 800,
  }: { alt?: string; width?: number; height?: number } = {},
): Promise<Media> => {
  const data = await picture(width, height)
  return payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/png', name: `${unique('picture')}.png`, size: data.length },
  })
}
