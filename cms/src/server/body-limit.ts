import type { RequestHandler } from 'express'

import { sendErrors } from './send-errors'

export const MAX_BODY_BYTES = 100 * 1024

/**
 * Bodies pass through to Next/Payload unread, so refuse oversize ones by their declared length before any
 * byte is buffered. A body without a declared length could be any size: it is refused too (browsers always
 * send one).
 */
export const bodyLimit =
  (maxBytes = MAX_BODY_BYTES): RequestHandler =>
  (req, res, next) => {
    const length = req.headers['content-length']
    if (length === undefined && req.headers['transfer-encoding']) {
      sendErrors(res, 411, [{ message: 'Send the request body with a Content-Length.' }])
      return
    }
    if (Number(length ?? 0) > maxBytes) {
      sendErrors(res, 413, [{ message: `Request body is larger than ${maxBytes} bytes.` }])
      return
    }
    next()
  }
