import type { PayloadRequest } from 'payload'

import type { PageMeta, SocialImage } from '../../contracts/public-pages'
import type { Media } from '../../payload-types'

/** An upload field's value: the image read with the document, its id (not read that deep), or nothing. */
type ImageValue = Media | string | null | undefined

/** The SEO fields (fields/seo.ts) as a page's document has them. */
type SeoFields = {
  metaTitle?: string | null
  metaDescription?: string | null
  metaImage?: ImageValue
}

const readImage = async (req: PayloadRequest, value: ImageValue): Promise<Media | null> => {
  if (!value) return null
  if (typeof value === 'object') return value
  return req.payload
    .findByID({ collection: 'media', id: value, depth: 0, overrideAccess: false, disableErrors: true })
    .catch(() => null)
}

/** The image as social previews want it: its Open Graph crop (1200 × 630), else the image as uploaded. */
export const socialImageOf = (media: Media): SocialImage | null => {
  const og = media.sizes?.og
  if (og?.url && og.width && og.height)
    return { url: og.url, width: og.width, height: og.height, alt: media.alt }
  if (media.url && media.width && media.height)
    return { url: media.url, width: media.width, height: media.height, alt: media.alt }
  return null
}

const siteDefaultImage = async (req: PayloadRequest): Promise<ImageValue> =>
  (
    await req.payload.findGlobal({
      slug: 'site-settings',
      depth: 1,
      select: { defaultSocialImage: true },
      overrideAccess: false,
    })
  ).defaultSocialImage

/**
 * What the page tells search engines and social previews: the editor's SEO title and description, or null for the
 * page to compute its own; the social image from the SEO image, else the page's own picture, else the site's default
 * social image (site settings), else none. Each is read only when the one before it is missing.
 */
export const pageMeta = async (
  req: PayloadRequest,
  doc: SeoFields,
  ownImage?: ImageValue,
): Promise<PageMeta> => {
  let image: SocialImage | null = null
  for (const candidate of [() => doc.metaImage, () => ownImage, () => siteDefaultImage(req)]) {
    const media = await readImage(req, await candidate())
    image = media ? socialImageOf(media) : null
    if (image) break
  }
  return {
    title: doc.metaTitle?.trim() || null,
    description: doc.metaDescription?.trim() || null,
    image: image && { ...image, url: new URL(image.url, req.payload.config.serverURL).href },
  }
}
