import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { announceContentChange } from '../runtime/content-changes'

/** After content changes, rendered public pages are out of date: the server's page cache drops them. */
export const invalidatePublicPagesAfterChange: CollectionAfterChangeHook = ({ doc, collection }) => {
  announceContentChange(collection.slug)
  return doc
}

export const invalidatePublicPagesAfterDelete: CollectionAfterDeleteHook = ({ doc, collection }) => {
  announceContentChange(collection.slug)
  return doc
}
