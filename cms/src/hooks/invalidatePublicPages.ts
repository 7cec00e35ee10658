import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { announceContentChange } from '../runtime/content-changes'

/** After content changes, rendered public pages are out of date: every server copy's page cache drops them. */
export const invalidatePublicPagesAfterChange: CollectionAfterChangeHook = async ({
  doc,
  collection,
  req,
}) => {
  await announceContentChange(req, collection.slug)
  return doc
}

export const invalidatePublicPagesAfterDelete: CollectionAfterDeleteHook = async ({
  doc,
  collection,
  req,
}) => {
  await announceContentChange(req, collection.slug)
  return doc
}
