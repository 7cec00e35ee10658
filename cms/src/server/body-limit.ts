import type { Request, RequestHandler } from 'express'

import { fileTooLargeMessage, MEDIA_MAX_BYTES } from '../contracts/media'
import { SITE_PATHS } from '../contracts/site-paths'
import { isUnder } from './routes'
import { sendErrors } from './refusals'

export const MAX_BODY_BYTES = 100 * 1024

/** Room in an upload's body for the multipart framing and the document's fields (`_payload`) around the file. */
export const UPLOAD_FRAMING_BYTES = 64 * 1024

/** A new file for the media library: POST /api/media, or PATCH /api/media/:id replacing one (the panel sends both). */
const isMediaUpload = (req: Request): boolean =>
  (req.method === 'POST' || req.method === 'PATCH') && isUnder(req.path, `${SITE_PATHS.api}/media`)

/**
 * Bodies pass through to Next/Payload unread, so refuse oversize ones by their declared length before any
 * byte is buffered. A body without a declared length could be any size: it is refused too (browsers always
 * send one). A media upload may be as large as the library's limit on files; a larger one is refused with the
 * body's size as the file's (its framing is a few hundred bytes, which the message's one decimal hides), in the
 * words the panel shows the editor.
 */
export const bodyLimit =
  (maxBytes = MAX_BODY_BYTES): RequestHandler =>
  (req, res, next) => {
    const length = req.headers['content-length']
    if (length === undefined && req.headers['transfer-encoding']) {
      sendErrors(res, 411, [{ message: 'Send the request body with a Content-Length.' }])
      return
    }
    const bytes = Number(length ?? 0)
    if (isMediaUpload(req)) {
      if (bytes > MEDIA_MAX_BYTES + UPLOAD_FRAMING_BYTES)
        sendErrors(res, 413, [{ message: fileTooLargeMessage(bytes) }])
      else next()
      return
    }
    if (bytes > maxBytes) {
      sendErrors(res, 413, [{ message: `Request body is larger than ${maxBytes} bytes.` }])
      return
    }
    next()
  }
