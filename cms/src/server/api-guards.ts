import type { RequestHandler } from 'express'
import onHeaders from 'on-headers'

import { UNSTORABLE_TEXT } from '../contracts/limits'
import { sendErrors } from './refusals'

/**
 * Why an API address cannot be answered, if it cannot: a path or query holding a value the database cannot take
 * (`?where[slug][equals]=%00` reached PostgreSQL and came back as a 500 on every collection), or percent-encoding
 * that is not UTF-8 (including an encoded surrogate), which cannot even be decoded.
 */
export const unstorableUrlProblem = (url: string): string | undefined => {
  let decoded: string
  try {
    decoded = decodeURIComponent(url)
  } catch {
    return 'The address is not valid: its percent-encoding is not UTF-8.'
  }
  return UNSTORABLE_TEXT.test(decoded)
    ? 'The address holds characters that cannot be stored or searched for (a NUL or a lone surrogate).'
    : undefined
}

/** Such addresses are a 400 here, before any query runs. */
export const refuseUnstorableUrl = (): RequestHandler => (req, res, next) => {
  const problem = unstorableUrlProblem(req.originalUrl)
  if (problem) {
    sendErrors(res, 400, [{ message: problem }])
    return
  }
  next()
}

/**
 * Headers every API answer needs, set as it is written (Payload and Next write their own headers): an answer to a
 * signed-in request holds that person's data and must never be kept by a browser or a shared cache, and answers
 * whose CORS headers depend on the request's Origin say so, so a cache keeps one per origin.
 */
export const apiResponseHeaders =
  ({ sessionCookie }: { sessionCookie: string }): RequestHandler =>
  (req, res, next) => {
    const cookies = (req.headers.cookie ?? '').split(';').map((cookie) => cookie.trim())
    const signedIn =
      Boolean(req.headers.authorization) || cookies.some((cookie) => cookie.startsWith(`${sessionCookie}=`))
    onHeaders(res, () => {
      res.vary('Origin')
      if (signedIn) res.setHeader('Cache-Control', 'no-store')
    })
    next()
  }
