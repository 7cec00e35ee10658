import { readdir } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp, { type Sharp } from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  NOT_AN_IMAGE_MESSAGE,
  tooManyPixelsMessage,
} from '../../contracts/media'
import type { Media } from '../../payload-types'
import { createService, createUser, signInToken, testPayload, unique } from '../../../test/payload'
import { picture, pngOfDimensions } from '../../../test/media'
import { firstErrorMessage, rest } from '../../../test/rest'
import { responsiveImage } from './responsive-image'
import { mediaDir } from '.'

let payload: Payload
let editorToken: string

/** POST /api/media as a browser sends it (multipart: the fields as `_payload`, the file as `file`). */
const upload = (
  token: string | undefined,
  file: { bytes: Buffer; name: string; type: string },
  alt = 'A test picture',
) => {
  const form = new FormData()
  form.append('_payload', JSON.stringify({ alt }))
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  return rest('/api/media', {
    method: 'POST',
    headers: token ? { Authorization: `JWT ${token}` } : {},
    body: form,
  })
}

const filesOnDisk = () => readdir(mediaDir).catch(() => [] as string[])

/** Width, height and format of a stored file, read from the file itself. */
const stored = async (filename: string | null | undefined) => {
  const { width, height, format } = await sharp(path.join(mediaDir, filename ?? '')).metadata()
  return { width, height, format }
}

beforeAll(async () => {
  payload = await testPayload()
  editorToken = await signInToken(payload, await createUser(payload, 'editor'))
})

describe('uploading a picture', () => {
  let media: Media

  beforeAll(async () => {
    const response = await upload(editorToken, {
      bytes: await picture(),
      name: `${unique('kitchen')}.png`,
      type: 'image/png',
    })
    expect(response.status).toBe(201)
    media = ((await response.json()) as { doc: Media }).doc
  })

  it('keeps the original and makes WebP copies at 480, 960 and 1600 wide and a 1200×630 JPEG for sharing', async () => {
    expect(media).toMatchObject({ alt: 'A test picture', width: 2000, height: 1250, mimeType: 'image/png' })
    expect(await stored(media.filename)).toEqual({ width: 2000, height: 1250, format: 'png' })
    expect(await stored(media.sizes?.small?.filename)).toEqual({ width: 480, height: 300, format: 'webp' })
    expect(await stored(media.sizes?.medium?.filename)).toEqual({ width: 960, height: 600, format: 'webp' })
    expect(await stored(media.sizes?.large?.filename)).toEqual({ width: 1600, height: 1000, format: 'webp' })
    expect(await stored(media.sizes?.og?.filename)).toEqual({ width: 1200, height: 630, format: 'jpeg' })
  })

  it('gives a list read through REST the picture of each document as a srcSet, without the media document', async () => {
    const service = await createService(payload, 'Pictured Service')
    await payload.update({ collection: 'services', id: service.id, data: { image: media.id } })
    const response = await rest(
      `/api/services?depth=0&where[id][equals]=${service.id}&select[image]=true&select[imageResponsive]=true`,
    )
    const [listed] = ((await response.json()) as { docs: Record<string, unknown>[] }).docs
    const version = Date.parse(media.updatedAt).toString(36)
    const url = (filename: string | null | undefined) => `/api/media/file/${filename}?v=${version}`
    expect(listed).toEqual({
      id: service.id,
      image: media.id,
      imageResponsive: {
        src: url(media.sizes?.medium?.filename),
        srcSet: [
          `${url(media.sizes?.small?.filename)} 480w`,
          `${url(media.sizes?.medium?.filename)} 960w`,
          `${url(media.sizes?.large?.filename)} 1600w`,
        ].join(', '),
        width: 2000,
        height: 1250,
        alt: 'A test picture',
        position: '50% 50%',
      },
    })
  })

  it('gives the picture of documents read inside one another (related services), at every depth', async () => {
    const [first, second] = [await createService(payload, 'First'), await createService(payload, 'Second')]
    await payload.update({
      collection: 'services',
      id: first.id,
      data: { image: media.id, relatedServices: [second.id] },
    })
    await payload.update({
      collection: 'services',
      id: second.id,
      data: { image: media.id, relatedServices: [first.id] },
    })
    for (const depth of [0, 1, 2]) {
      const { docs } = await payload.find({
        collection: 'services',
        where: { id: { in: [first.id, second.id] } },
        depth,
      })
      expect(
        docs.map((service) => service.imageResponsive?.alt),
        `depth ${depth}`,
      ).toEqual(['A test picture', 'A test picture'])
      const related = docs[0]?.relatedServices?.[0]
      if (depth > 0)
        expect(typeof related === 'object' && related.imageResponsive?.alt).toBe('A test picture')
    }
  })

  it('offers a picture narrower than the copies at its own width, once', async () => {
    const response = await upload(editorToken, {
      bytes: await picture(300, 200),
      name: `${unique('small')}.png`,
      type: 'image/png',
    })
    const { doc } = (await response.json()) as { doc: Media }
    expect(doc.sizes?.og?.filename).toBeNull()
    expect(responsiveImage(doc)).toMatchObject({
      srcSet: `/api/media/file/${doc.sizes?.small?.filename}?v=${Date.parse(doc.updatedAt).toString(36)} 300w`,
      width: 300,
      height: 200,
    })
  })

  it.each([
    { format: 'JPEG', encode: (image: Sharp) => image.jpeg(), name: 'photo.jpg' },
    { format: 'WebP', encode: (image: Sharp) => image.webp(), name: 'photo.webp' },
    { format: 'AVIF', encode: (image: Sharp) => image.avif(), name: 'photo.avif' },
  ])('takes $format too', async ({ encode, name }) => {
    const bytes = await encode(sharp(await picture(64, 48))).toBuffer()
    const response = await upload(editorToken, {
      bytes,
      name: `${unique('format')}-${name}`,
      type: 'image/*',
    })
    expect(response.status).toBe(201)
  })

  it('serves its files, and answers 404 for a file that is not there', async () => {
    const file = await rest(`/api/media/file/${media.sizes?.small?.filename}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('image/webp')
    expect((await rest('/api/media/file/no-such-picture.webp')).status).toBe(404)
  })
})

describe('a file that is not a picture the library takes', () => {
  it.each([
    {
      what: 'a text file named .png',
      bytes: Buffer.from('just some words\n'),
      name: 'notes.png',
      type: 'image/png',
    },
    {
      what: 'a PDF',
      bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'),
      name: 'quote.pdf',
      type: 'application/pdf',
    },
    {
      what: 'an SVG drawing',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      name: 'logo.svg',
      type: 'image/svg+xml',
    },
  ])('is refused, saying which kinds are taken: $what', async ({ bytes, name, type }) => {
    const before = await filesOnDisk()
    const response = await upload(editorToken, { bytes, name: `${unique('refused')}-${name}`, type })
    expect(response.status).toBe(415)
    expect(await firstErrorMessage(response)).toBe(NOT_AN_IMAGE_MESSAGE)
    expect(await filesOnDisk()).toEqual(before)
  })

  it('is refused through the Local API too (the seed, scripts)', async () => {
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'Not a picture' },
        file: { data: Buffer.from('just some words'), mimetype: 'image/png', name: 'words.png', size: 15 },
      }),
    ).rejects.toThrow(NOT_AN_IMAGE_MESSAGE)
  })
})

describe('a file over the size limit', () => {
  /** A PNG signature, then padding up to the size: a picture by its first bytes. */
  const oversize = (bytes: number) => {
    const file = Buffer.alloc(bytes)
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(file)
    return file
  }

  it('is refused through REST with 413 and a message naming the limit', async () => {
    const response = await upload(editorToken, {
      bytes: oversize(MEDIA_MAX_BYTES + 300 * 1024),
      name: 'huge.png',
      type: 'image/png',
    })
    expect(response.status).toBe(413)
    expect(await firstErrorMessage(response)).toBe('The file is larger than 10 MB, the limit.')
  })

  it('is refused through the Local API with its size', async () => {
    const size = Math.round(12.25 * 1024 * 1024)
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'Too big' },
        file: { data: oversize(size), mimetype: 'image/png', name: 'huge.png', size },
      }),
    ).rejects.toThrow('The file is 12.3 MB; the limit is 10 MB.')
  })
})

describe('a picture of more pixels than the library processes', () => {
  it('is refused with 413 and its dimensions, from its header, before any copy is made', async () => {
    const before = await filesOnDisk()
    const response = await upload(editorToken, {
      bytes: pngOfDimensions(16000, 16000),
      name: `${unique('huge')}.png`,
      type: 'image/png',
    })
    expect(response.status).toBe(413)
    expect(await firstErrorMessage(response)).toBe(tooManyPixelsMessage(16000, 16000))
    expect(await filesOnDisk()).toEqual(before)
  })

  it('takes a picture at the limit’s size of a phone photo', async () => {
    const [width, height] = [8000, 6000]
    expect(width * height).toBeLessThanOrEqual(MEDIA_MAX_PIXELS)
    const bytes = await sharp({ create: { width, height, channels: 3, background: '#1e3a8a' } })
      .jpeg()
      .toBuffer()
    const response = await upload(editorToken, { bytes, name: `${unique('phone')}.jpg`, type: 'image/jpeg' })
    expect(response.status).toBe(201)
  })
})

describe('who may upload', () => {
  it('refuses visitors and staff outside the content team', async () => {
    const bytes = await picture(40, 30)
    const staffToken = await signInToken(payload, await createUser(payload, 'staff'))
    for (const token of [undefined, staffToken]) {
      const response = await upload(token, { bytes, name: `${unique('sneaky')}.png`, type: 'image/png' })
      expect(response.status).toBe(403)
    }
  })
})
