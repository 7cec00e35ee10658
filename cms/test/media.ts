import { crc32, deflateSync } from 'node:zlib'

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

/** A PNG chunk: its length, type, data and CRC. */
const pngChunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A PNG whose header says `width` × `height` (8-bit RGB) but whose pixel data stops after one row: a hostile file's
 * shape, a few hundred bytes, that only a decoder finds out about.
 */
export const pngOfDimensions = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 2
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}
