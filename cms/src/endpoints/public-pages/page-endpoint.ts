import type { CollectionSlug, DataFromCollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'

import { isSlug } from '../../fields/slug'

type Params<Name extends string> = Record<Name, string>

/**
 * A draft has no public page, whoever asks: public pages are shared by caches, and a signed-in editor would otherwise
 * see (and cache) a never-published draft.
 */
export const publishedOnly: Where = { _status: { equals: 'published' } }

/**
 * GET /api/{collection}/page/:a/:b…: one public page's data, read with the visitor's own access, or 404 when the
 * record does not exist (or a segment could not be a slug, so no query runs for it).
 */
export const pageEndpoint = <Name extends string, Data>(
  names: readonly Name[],
  load: (req: PayloadRequest, params: Params<Name>) => Promise<Data | null>,
): Endpoint => ({
  path: `/page/${names.map((name) => `:${name}`).join('/')}`,
  method: 'get',
  handler: async (req) => {
    const params = Object.fromEntries(
      names.map((name) => [name, String(req.routeParams?.[name] ?? '')]),
    ) as Params<Name>
    const data = Object.values<string>(params).every(isSlug) ? await load(req, params) : null
    return data ? Response.json(data) : Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  },
})

/**
 * The document with this slug, read as the visitor may (overrideAccess off), with its relationships and rich-text
 * links one level deep, published only; `also` narrows it further.
 */
const findBySlug = async <Slug extends CollectionSlug>(
  req: PayloadRequest,
  collection: Slug,
  slug: string,
  also: Where[],
): Promise<DataFromCollectionSlug<Slug> | undefined> =>
  (
    await req.payload.find({
      collection,
      where: { and: [{ slug: { equals: slug } }, publishedOnly, ...also] },
      limit: 1,
      depth: 1,
      overrideAccess: false,
      req,
    })
  ).docs[0] as DataFromCollectionSlug<Slug> | undefined

/**
 * GET /api/{collection}/page/:slug: the page of the document with this slug (see findBySlug; `also` narrows it),
 * as `toData` shapes it.
 */
export const slugPageEndpoint = <Slug extends CollectionSlug, Data>(
  collection: Slug,
  toData: (doc: DataFromCollectionSlug<Slug>) => Data,
  also: Where[] = [],
): Endpoint =>
  pageEndpoint(['slug'], async (req, { slug }) => {
    const doc = await findBySlug(req, collection, slug, also)
    return doc ? toData(doc) : null
  })
