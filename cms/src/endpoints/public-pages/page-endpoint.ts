import type {
  CollectionSlug,
  DataFromCollectionSlug,
  Endpoint,
  PayloadRequest,
  PopulateType,
  Where,
} from 'payload'

import { canReadDrafts } from '../../access/readsDrafts'
import { isSlug } from '../../fields/slug'
import { refusal } from '../../server/refusals'

type Params<Name extends string> = Record<Name, string>

/**
 * A draft has no public page, whoever asks: public pages are shared by caches, and a signed-in editor would otherwise
 * see (and cache) a never-published draft. A new object per query: Payload sanitizes a `where` in place.
 */
export const publishedOnly = (): Where => ({ _status: { equals: 'published' } })

/**
 * How a page's documents are read. A public page shows what the public may read, whoever asks: a team member's
 * session never brings a draft (nor a draft among its related documents) into it. A preview (`?draft=true`, for the
 * team only) reads the latest version of each document, draft or not.
 */
export type PageRead = { draft: true; overrideAccess: false; req: PayloadRequest } | { overrideAccess: false }

/** The draft was asked for and the visitor may see drafts; anyone else gets the published page. */
export const pageReadOf = (req: PayloadRequest): PageRead =>
  req.searchParams.get('draft') === 'true' && canReadDrafts(req.user)
    ? { draft: true, overrideAccess: false, req }
    : { overrideAccess: false }

export const isDraftRead = (read: PageRead): boolean => 'draft' in read

/**
 * GET /api/{collection}/page/:a/:b…: one public page's data, or 404 when the record does not exist (or a segment
 * could not be a slug, so no query runs for it). `?draft=true` previews the latest draft (see pageReadOf).
 */
export const pageEndpoint = <Name extends string, Data>(
  names: readonly Name[],
  load: (req: PayloadRequest, params: Params<Name>, read: PageRead) => Promise<Data | null>,
): Endpoint => ({
  path: `/page/${names.map((name) => `:${name}`).join('/')}`,
  method: 'get',
  handler: async (req) => {
    const params = Object.fromEntries(
      names.map((name) => [name, String(req.routeParams?.[name] ?? '')]),
    ) as Params<Name>
    const read = pageReadOf(req)
    const data = Object.values<string>(params).every(isSlug) ? await load(req, params, read) : null
    // A draft is one person's preview: never kept by a browser or a shared cache.
    const headers = isDraftRead(read) ? { 'Cache-Control': 'no-store' } : undefined
    return data ? Response.json(data, { headers }) : refusal(404, 'Not Found')
  },
})

/**
 * Of a document a page links to (a related service, a rich-text link, a guide's service), what the page shows: the
 * link. Read whole, each brought its own rich text and lists along, which doubled the page's read.
 */
const LINKED_DOCUMENT_FIELDS = {
  services: { slug: true, name: true },
  'cost-guides': { slug: true },
  articles: { slug: true },
} satisfies PopulateType

/**
 * The document with this slug as `read` says, with its relationships and rich-text links one level deep (of a
 * linked page, only its link); published only unless previewing. Without a count (`pagination: false`): one
 * document is asked for, and a count is a second query.
 */
const findBySlug = async <Slug extends CollectionSlug>(
  req: PayloadRequest,
  read: PageRead,
  collection: Slug,
  slug: string,
): Promise<DataFromCollectionSlug<Slug> | undefined> =>
  (
    await req.payload.find({
      collection,
      where: { and: [{ slug: { equals: slug } }, ...(isDraftRead(read) ? [] : [publishedOnly()])] },
      limit: 1,
      pagination: false,
      depth: 1,
      populate: LINKED_DOCUMENT_FIELDS,
      ...read,
    })
  ).docs[0] as DataFromCollectionSlug<Slug> | undefined

/**
 * GET /api/{collection}/page/:slug: the page of the document with this slug (see findBySlug), as `toData` shapes
 * it.
 */
export const slugPageEndpoint = <Slug extends CollectionSlug, Data>(
  collection: Slug,
  toData: (doc: DataFromCollectionSlug<Slug>, req: PayloadRequest) => Data | Promise<Data>,
): Endpoint =>
  pageEndpoint(['slug'], async (req, { slug }, read) => {
    const doc = await findBySlug(req, read, collection, slug)
    return doc ? toData(doc, req) : null
  })
