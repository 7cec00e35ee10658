import type { ResponsiveImage } from '../../contracts/media'
import { SITE_PATHS } from '../../contracts/site-paths'
import type { Media, MediaSelect } from '../../payload-types'

/** The WebP copies a page chooses from, narrowest first (collections/Media imageSizes). */
const SRCSET_SIZES = ['small', 'medium', 'large'] as const

/** What browsers that ignore srcSet get: the first copy at least this wide, else the widest. */
const FALLBACK_WIDTH = 960

const COPY_SELECT = { filename: true, width: true } as const

/** The fields of a media document a ResponsiveImage is made from, for a query that selects only those. */
export const RESPONSIVE_IMAGE_SELECT = {
  alt: true,
  filename: true,
  width: true,
  height: true,
  focalX: true,
  focalY: true,
  updatedAt: true,
  sizes: { small: COPY_SELECT, medium: COPY_SELECT, large: COPY_SELECT },
} as const satisfies MediaSelect<true>

type ImageSource = Pick<Media, 'alt' | 'filename' | 'width' | 'height' | 'updatedAt'> &
  Partial<Pick<Media, 'focalX' | 'focalY' | 'sizes'>>

/**
 * Where a file of the media library is served, relative to the site. A file's name can outlive its content (a new
 * focal point re-crops the Open Graph copy under the same name), so the address also carries the document's version:
 * a changed picture gets a new address, and an address can be cached for good (server/media-cache.ts).
 */
export const mediaFileUrl = (filename: string, updatedAt: string): string =>
  `${SITE_PATHS.api}/media/file/${encodeURIComponent(filename)}?v=${Date.parse(updatedAt).toString(36)}`

/**
 * A media document as a page shows it: its WebP copies as a srcSet (one per distinct width: an original narrower than
 * a copy's width yields that copy at its own width), its size, alt text and focal point. Null for no picture (an id
 * that was not read, or a document without a file).
 */
export const responsiveImage = (media: ImageSource | string | null | undefined): ResponsiveImage | null => {
  if (!media || typeof media !== 'object' || !media.filename || !media.width || !media.height) return null
  const { filename, width, height, updatedAt } = media
  const copies: { url: string; width: number }[] = []
  for (const name of SRCSET_SIZES) {
    const copy = media.sizes?.[name]
    if (copy?.filename && copy.width && !copies.some((known) => known.width === copy.width))
      copies.push({ url: mediaFileUrl(copy.filename, updatedAt), width: copy.width })
  }
  // A document without copies (made without sharp): the original is the one choice.
  if (copies.length === 0) copies.push({ url: mediaFileUrl(filename, updatedAt), width })
  const fallback = copies.find((copy) => copy.width >= FALLBACK_WIDTH) ?? copies[copies.length - 1]
  return {
    src: fallback?.url ?? '',
    srcSet: copies.map((copy) => `${copy.url} ${copy.width}w`).join(', '),
    width,
    height,
    alt: media.alt,
    position: `${media.focalX ?? 50}% ${media.focalY ?? 50}%`,
  }
}
