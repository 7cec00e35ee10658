import { z } from 'zod'

/** The image types the media library takes, by name: raster formats browsers show and sharp resizes (no SVG: it can carry script). */
export const MEDIA_FORMATS = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
} as const

export const MEDIA_MIME_TYPES = Object.keys(MEDIA_FORMATS) as (keyof typeof MEDIA_FORMATS)[]

/** The largest file the media library takes, in bytes. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024

const MEGABYTE = 1024 * 1024

/** Megabytes to one decimal, as people read a file's size. */
const megabytes = (bytes: number): number => Math.round((bytes / MEGABYTE) * 10) / 10

const names = Object.values(MEDIA_FORMATS)

export const NOT_AN_IMAGE_MESSAGE = `Only ${names.slice(0, -1).join(', ')} or ${names.at(-1)} images can be uploaded.`

/**
 * Why a file is refused for its size (unknown when the upload was cut off at the limit). A file just over the limit
 * reads as a tenth over it, never as the limit itself.
 */
export const fileTooLargeMessage = (bytes?: number): string => {
  const limit = megabytes(MEDIA_MAX_BYTES)
  return bytes === undefined
    ? `The file is larger than ${limit} MB, the limit.`
    : `The file is ${Math.max(megabytes(bytes), limit + 0.1)} MB; the limit is ${limit} MB.`
}

/**
 * The most pixels a picture may have: a 48-megapixel phone photo (8000 × 6000) fits. Decoding and resizing cost
 * memory and time by pixels, not bytes: a 16000 × 16000 PNG of one colour is a few hundred KB, and holds a worker
 * and hundreds of megabytes for many seconds.
 */
export const MEDIA_MAX_PIXELS = 50_000_000

/** Why a picture is refused for its dimensions. */
export const tooManyPixelsMessage = (width: number, height: number): string =>
  `The picture is ${width} × ${height} pixels; the limit is ${MEDIA_MAX_PIXELS / 1_000_000} megapixels (such as 8000 × 6000). Make it smaller and upload it again.`

/**
 * A picture as a page shows it, made on the server from a media-library document (cms/src/collections/Media/responsive-image.ts),
 * so the pages carry no code that knows the library's sizes or addresses.
 */
export const responsiveImageSchema = z.object({
  /** The fallback file, for a browser that ignores srcSet. */
  src: z.string(),
  /** The WebP copies with their widths, for the browser to choose from with the img's `sizes`. */
  srcSet: z.string(),
  /** The picture's own size in pixels: with them the browser reserves its box before it loads. */
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  /** The editor's focal point as a CSS object-position ("50% 30%"), so a cropped box keeps the subject in view. */
  position: z.string(),
})

export type ResponsiveImage = z.infer<typeof responsiveImageSchema>
