import type { RequestHandler } from 'express'

import { SITE_PATHS } from '../contracts/site-paths'
import { unstorableUrlProblem } from './api-guards'
import { isUnder } from './routes'

/** An error the error page answers with its status (error-page.ts), logged as the client's fault. */
const clientError = (status: number, message: string) => Object.assign(new Error(message), { status })

/**
 * Why the request line's target cannot be served, if it cannot. Only origin-form (`/path?query`) is: an absolute
 * form (`GET http://evil.example/x`) or a path opening with `//` or `/\` names another host, which URL parsing
 * (and browsers, for a link or a redirect) then takes as the address's origin. Refused rather than redirected to
 * a single-slash path: no link of the site makes such an address, and an answer built from it is one parser's
 * disagreement away from pointing elsewhere.
 */
export const foreignTargetProblem = (target: string): string | undefined => {
  if (!target.startsWith('/')) return 'The request target must be a path (origin-form).'
  if (target.startsWith('//') || target.startsWith('/\\')) return 'The request path must not begin with //.'
  return undefined
}

/**
 * The guard in front of every route: request targets naming another host are a 400, and a page address that cannot
 * be decoded or holds a NUL is no page (404) rather than a render that fails on it. The API answers such addresses
 * itself, as JSON (api-guards.ts).
 */
export const refuseUnusableTargets = (): RequestHandler => (req, _res, next) => {
  const foreign = foreignTargetProblem(req.originalUrl)
  if (foreign) {
    next(clientError(400, foreign))
    return
  }
  if (!isUnder(req.path, SITE_PATHS.api) && unstorableUrlProblem(req.originalUrl)) {
    next(clientError(404, 'No page has this address.'))
    return
  }
  next()
}
