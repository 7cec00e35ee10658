import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { announceContentChange } from '../runtime/content-changes'

/**
 * After content changes or goes, rendered public pages are out of date: every server copy's page cache drops them.
 * One hook for both events, which hand it the same three things.
 */
export const invalidatePublicPages = async <T>({
  doc,
  collection,
  req,
}: {
  doc: T
  collection: { slug: string }
  req: PayloadRequest
}): Promise<T> => {
  await announceContentChange(req, collection.slug)
  return doc
}

/** The hooks of a collection the public pages show. */
export const publicPageHooks: {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} = { afterChange: [invalidatePublicPages], afterDelete: [invalidatePublicPages] }

/** After a global the public pages show (the site settings, the home page) changes. */
export const invalidatePublicPagesOfGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await announceContentChange(req, global.slug)
  return doc
}
