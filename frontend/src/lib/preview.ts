import { PREVIEW_PARAM } from '@contracts/site-paths'

/**
 * Whether the page is asked for as a preview of its draft (`?preview`). Its data is then asked for as a draft, which
 * the API answers only to the team; anyone else gets the published page.
 */
export const isPreview = (search: string): boolean => new URLSearchParams(search).has(PREVIEW_PARAM)

/** isPreview, for a loader's request. */
export const asksForDraft = (request: Request): boolean => isPreview(new URL(request.url).search)

/** What a detail page's loader hands its head: whether its data was asked for as a draft. */
export type DetailLoaderData = { draft: boolean }

/** The query of a page endpoint's path for the draft (Payload's `draft` parameter), or for the published page. */
export const draftQuery = (draft: boolean): string => (draft ? '?draft=true' : '')
