import type { Request } from 'express'
import { extractJWT, type Payload } from 'payload'

import { canReadDrafts } from '../access/readsDrafts'
import { PREVIEW_PARAM } from '../contracts/site-paths'

/**
 * The page is asked for as a preview of its draft (`?preview`). Whoever asks, the answer is one person's: it is never
 * kept in the page cache, by a CDN or by a browser, and never indexed.
 */
export const asksForPreview = (req: Request): boolean => req.query[PREVIEW_PARAM] !== undefined

/** The headers of every answer to a preview request, whoever asked. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } as const

const fetchHeadersOf = (req: Request): Headers => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  return headers
}

/**
 * The credentials a team member's preview is rendered with: the `Authorization` header of their session, when the
 * request carries one (as Payload reads it: its cookie, with its cross-site checks, or a JWT) of someone who may see
 * drafts (access/readsDrafts.ts, the rule the page endpoints apply to `?draft=true`); none for anyone else. As a
 * header rather than the cookie itself, so the page's own API calls, made by the server, pass as that person's.
 */
export const previewCredentials =
  (payload: Payload) =>
  async (req: Request): Promise<string | undefined> => {
    try {
      const headers = fetchHeadersOf(req)
      const { user } = await payload.auth({ headers })
      const token = extractJWT({ headers, payload })
      return canReadDrafts(user) && token ? `JWT ${token}` : undefined
    } catch {
      // A session that cannot be read is nobody's.
      return undefined
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
