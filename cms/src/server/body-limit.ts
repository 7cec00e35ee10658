import type { RequestHandler } from 'express'

export const MAX_BODY_BYTES = 100 * 1024

const refuse = (res: Parameters<RequestHandler>[1], status: number, message: string) =>
  res.status(status).json({ errors: [{ message }] })

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
      refuse(res, 411, 'Send the request body with a Content-Length.')
      return
    }
    if (Number(length ?? 0) > maxBytes) {
      refuse(res, 413, `Request body is larger than ${maxBytes} bytes.`)
      return
    }
    next()
  }
