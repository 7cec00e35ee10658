import type { GeneratePreviewURL, Payload } from 'payload'

import { previewPathOf, SITE_PATHS } from '../contracts/site-paths'
import type { LocationPage, Service } from '../payload-types'

/** The collections whose documents are public pages, with drafts a team member can preview. */
export type PageCollection = 'services' | 'cost-guides' | 'articles' | 'city-pages'

/** What a page's path is made of, as a document (or the panel's form) has it; a location page's service is an id. */
type PageDoc = {
  slug?: unknown
  state?: unknown
  city?: unknown
  service?: unknown
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/**
 * The public path of a page; null while it lacks what the path is made of (a new document without a slug). A city
 * page's path names its service, whose slug the caller reads.
 */
export const pagePathOf = (
  collection: PageCollection,
  doc: PageDoc,
  serviceSlug: string | null = null,
): string | null => {
  if (collection === 'city-pages') {
    const state = text(doc.state)
    const city = text(doc.city)
    return state && city && serviceSlug ? SITE_PATHS.location(state, city, serviceSlug) : null
  }
  const slug = text(doc.slug)
  if (!slug) return null
  if (collection === 'services') return SITE_PATHS.service(slug)
  if (collection === 'cost-guides') return SITE_PATHS.costGuide(slug)
  return SITE_PATHS.article(slug)
}

/** The service a location page belongs to, as it is published (its page's path uses the published slug). */
const serviceOf = async (payload: Payload, value: unknown): Promise<Service | null> => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  if (typeof id !== 'string') return null
  return payload.findByID({ collection: 'services', id, depth: 0, disableErrors: true })
}

/**
 * Where the Preview button of the panel goes: the page as it would be with this draft, in a new tab. The draft's own
 * slug counts (an editor may be renaming the page); a location page's service is the published one.
 */
export const previewUrl =
  (collection: PageCollection): GeneratePreviewURL =>
  async (doc, { req }) => {
    const serviceSlug =
      collection === 'city-pages' ? ((await serviceOf(req.payload, doc.service))?.slug ?? null) : null
    const path = pagePathOf(collection, doc, serviceSlug)
    return path && previewPathOf(path)
  }

/**
 * The path where the document is live, or null when it is not: never published (or unpublished), or a location page
 * whose service is not published. Read from the published document, whatever draft is being edited.
 */
export const livePathOf = async (
  payload: Payload,
  collection: PageCollection,
  id: string,
): Promise<string | null> => {
  const doc = await payload.findByID({ collection, id, depth: 0, disableErrors: true })
  if (doc?._status !== 'published') return null
  if (collection !== 'city-pages') return pagePathOf(collection, doc)
  const service = await serviceOf(payload, (doc as LocationPage).service)
  return service?._status === 'published' ? pagePathOf(collection, doc, service.slug) : null
}
