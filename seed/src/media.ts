import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { projectRoot } from '../../cms/src/runtime/paths'

/** The site's own drawings (SVG), made for it in this repository, and their alt texts (alt.json, by name). */
export const ARTWORK_DIR = path.join(projectRoot, 'seed', 'artwork')

/** As wide as the widest copy the media library makes (1600): a drawing has no size of its own. */
const RASTER_WIDTH = 1600

/** SVG's default resolution: sharp draws an SVG of width w at w pixels at this density. */
const SVG_DPI = 72

/** The library's name for a drawing's file: artwork-<name>.png, so it is found again on the next run. */
const fileNameOf = (name: string) => `artwork-${name}.png`

/**
 * The drawing as a PNG RASTER_WIDTH wide, drawn at that size rather than enlarged: the media library takes raster
 * images only (an SVG can carry script).
 */
const rasterise = async (svg: Buffer): Promise<Buffer> => {
  const { width = RASTER_WIDTH } = await sharp(svg).metadata()
  return sharp(svg, { density: (SVG_DPI * RASTER_WIDTH) / width })
    .resize({ width: RASTER_WIDTH })
    .png()
    .toBuffer()
}

/**
 * The media document of a drawing: the one an earlier run made (its alt text brought back to the seed's), or a new
 * one. A drawing that is already in the library is not drawn or uploaded again.
 */
const upsertArtwork = async (
  payload: Payload,
  name: string,
  svgPath: string,
  alt: string,
): Promise<string> => {
  const filename = fileNameOf(name)
  const existing = (
    await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
      pagination: false,
      select: { alt: true },
    })
  ).docs[0]
  if (existing) {
    if (existing.alt !== alt)
      await payload.update({ collection: 'media', id: existing.id, data: { alt }, depth: 0 })
    return existing.id
  }
  const data = await rasterise(await readFile(svgPath))
  const created = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/png', name: filename, size: data.length },
    depth: 0,
  })
  return created.id
}

/**
 * The artwork of a fresh install: the home page's hero illustration and one picture per service, put in
 * the media library and on the services and the home page. A picture is set only where it differs, so running the
 * seed again changes nothing.
 */
export const seedArtwork = async (payload: Payload, serviceSlugs: readonly string[]): Promise<void> => {
  const altTexts = JSON.parse(await readFile(path.join(ARTWORK_DIR, 'alt.json'), 'utf8')) as Record<
    string,
    string
  >
  const altOf = (name: string): string => {
    const alt = altTexts[name]
    if (!alt) throw new Error(`seed/artwork/alt.json has no alt text for ${name}`)
    return alt
  }

  const { docs: services } = await payload.find({
    collection: 'services',
    where: { slug: { in: serviceSlugs } },
    pagination: false,
    depth: 0,
    select: { slug: true, image: true },
  })
  const drawings = [
    { name: 'home-hero', svg: path.join(ARTWORK_DIR, 'home-hero.svg') },
    ...services.map((service) => ({
      name: service.slug,
      svg: path.join(ARTWORK_DIR, 'services', `${service.slug}.svg`),
    })),
  ]
  const ids = new Map<string, string>()
  // One at a time: uploads side by side took longer on two cores (sharp already uses both for one image's copies).
  for (const { name, svg } of drawings) ids.set(name, await upsertArtwork(payload, name, svg, altOf(name)))

  const { hero } = await payload.findGlobal({ slug: 'home-page', depth: 0 })
  const heroImage = ids.get('home-hero')
  if (hero?.image !== heroImage) {
    const { imageResponsive: _shown, ...copy } = hero ?? {}
    await payload.updateGlobal({ slug: 'home-page', data: { hero: { ...copy, image: heroImage } }, depth: 0 })
  }
  for (const service of services) {
    const image = ids.get(service.slug)
    if (service.image !== image)
      await payload.update({ collection: 'services', id: service.id, data: { image }, depth: 0 })
  }
}
