import { handleEndpoints, type Payload } from 'payload'

import type { ApiFetch } from '../contracts/server-render'
import { unstorableUrlProblem } from './api-guards'

/**
 * The API as the page renderer reaches it: Payload's own REST handler (the one Next's route calls), called in this
 * process with a Fetch Request, so a page's data costs a query and no HTTP round trip through this same server
 * (docs/decisions/0009-in-process-api.md). The answers are
 * the REST API's to the byte, access rules and the preview's credentials included: the renderer cannot tell.
 *
 * Express's guards in front of `/api` are not on this path, so the one that changes an answer is applied here too.
 */
export const inProcessApi =
  (payload: Payload, publicOrigin: string): ApiFetch =>
  async (path, init) => {
    const problem = unstorableUrlProblem(path)
    if (problem) return Response.json({ errors: [{ message: problem }] }, { status: 400 })
    return handleEndpoints({
      config: payload.config,
      request: new Request(new URL(path, publicOrigin), init),
    })
  }
