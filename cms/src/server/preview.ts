import type { Request } from 'express'
import type { Payload } from 'payload'

import { canReadDrafts } from '../access/readsDrafts'
import { PREVIEW_PARAM } from '../contracts/site-paths'

/**
 * The page is asked for as a preview of its draft (`?preview`). Whoever asks, the answer is one person's: it is never
 * kept in the page cache, by a CDN or by a browser, and never indexed.
 */
export const asksForPreview = (req: Request): boolean => req.query[PREVIEW_PARAM] !== undefined

/** The headers of every answer to a preview request, whoever asked. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } as const

/** The request headers that carry a Payload session (its HttpOnly cookie, or a JWT from a script). */
export const CREDENTIAL_HEADERS = ['cookie', 'authorization'] as const

const fetchHeadersOf = (req: Request): Headers => {
  const headers = new Headers()
  for (const name of CREDENTIAL_HEADERS) {
    const value = req.get(name)
    if (value) headers.set(name, value)
  }
  return headers
}

/**
 * Whether the request's session is a team member's, who may see drafts (access/readsDrafts.ts): the same rule the
 * page endpoints apply to `?draft=true`. A session that cannot be read is nobody's.
 */
export const mayPreview =
  (payload: Payload) =>
  async (req: Request): Promise<boolean> => {
    const headers = fetchHeadersOf(req)
    if ([...headers.keys()].length === 0) return false
    try {
      return canReadDrafts((await payload.auth({ headers })).user)
    } catch {
      return false
    }
  }

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The notice at the top of a previewed page, outside the app (it takes no script, and the page hydrates as
 * rendered): the draft is not what visitors see, and the live page is a click away.
 */
export const previewNotice = (path: string): string =>
  '<aside aria-label="Preview" style="background:#fef3c7;color:#78350f;border-bottom:1px solid #f59e0b;' +
  'padding:.5rem 1rem;text-align:center;font:600 .875rem/1.5 system-ui,sans-serif">' +
  'Preview — this draft is not live. ' +
  `<a href="${escapeHtml(path)}" style="color:inherit;text-decoration:underline">See the live page</a></aside>`
