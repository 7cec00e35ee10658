import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  RequestContext,
} from 'payload'

import { announceContentChange } from '../runtime/content-changes'

type Doc = { _status?: 'draft' | 'published' | null }

/** Where noteDraftSave leaves, per collection, whether the update under way saves a draft only. */
const draftSaveKey = (collection: string) => `draftSaveOnly:${collection}`

/**
 * Payload saves a draft (`draft: true`, not publishing) as a new version only and leaves the main document (what the
 * public pages read) as it was. Hooks are not told which kind of save ran, so this notes it before the operation.
 */
export const noteDraftSave: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (operation === 'update') {
    const { draft, data } = args as { draft?: boolean; data?: Doc }
    req.context[draftSaveKey(collection.slug)] = Boolean(draft) && data?._status !== 'published'
  }
  return args
}

/**
 * Whether a change can alter what the public sees. A draft saved over a document leaves the published one alone,
 * and a document that is a draft (created so, or deleted while one) never had a public page; autosave then does not
 * flush every cached page every two seconds. Publishing, unpublishing and editing a collection without drafts do.
 */
const changesPublicContent = (
  doc: Doc,
  event: 'create' | 'update' | 'delete',
  collection: string,
  context: RequestContext,
): boolean => {
  if (doc._status === undefined) return true
  if (event === 'update') return context[draftSaveKey(collection)] !== true
  return doc._status === 'published'
}

/**
 * After content changes or goes, rendered public pages are out of date: every server copy's page cache drops them.
 * One hook for both events, which hand it the same three things.
 */
export const invalidatePublicPages = async <T extends Doc>({
  doc,
  collection,
  req,
  operation = 'delete',
}: {
  doc: T
  collection: { slug: string }
  req: PayloadRequest
  operation?: 'create' | 'update' | 'delete'
}): Promise<T> => {
  if (changesPublicContent(doc, operation, collection.slug, req.context)) {
    await announceContentChange(req, collection.slug)
  }
  return doc
}

/** The hooks of a collection the public pages show. */
export const publicPageHooks: {
  beforeOperation: CollectionBeforeOperationHook[]
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} = {
  beforeOperation: [noteDraftSave],
  afterChange: [invalidatePublicPages],
  afterDelete: [invalidatePublicPages],
}

/** After a global the public pages show (the site settings, the home page) changes. */
export const invalidatePublicPagesOfGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await announceContentChange(req, global.slug)
  return doc
}
