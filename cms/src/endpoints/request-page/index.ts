import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { REMATCH_REFUSALS } from '../../contracts/rematch'
import {
  homeownerChoiceSchema,
  REQUEST_DELETED_MESSAGE,
  REQUEST_NOT_FOUND_MESSAGE,
  REQUEST_PAGE_HEADERS,
  type RequestPageData,
} from '../../contracts/request-page'
import { poolOf } from '../../database/pool'
import { loadConfiguration } from '../../runtime/config'
import type { Lead } from '../../payload-types'
import { findRequestLead, isDeletedRequestLink } from '../../request-page/find-request'
import { requestDeletion, withdrawRequest } from '../../request-page/homeowner-actions'
import { makeHomeownerChoice } from '../../request-page/homeowner-choice'
import { rematchLead } from '../../request-page/rematch'
import { requestPageData } from '../../request-page/request-page-data'
import { REVIEW_REFUSALS, writeReview } from '../../reviews/write-review'
import { CLIENT_ADDRESS_HEADER } from '../../server/client-address'
import { createRateLimit, type RateLimit } from '../../server/rate-limits'
import { jsonBody } from '../answers'
import { reviewSchema } from '../../contracts/reviews'
import { errorResponse, invalidInput } from '../../server/refusals'

/** The homeowner's request page and its actions, under /api/requests/:token. */

const answer = (status: number, body: unknown): Response =>
  Response.json(body, { status, headers: REQUEST_PAGE_HEADERS })

const refusal = (status: number, message: string, field?: string): Response =>
  errorResponse(status, [{ message, ...(field ? { field } : {}) }], REQUEST_PAGE_HEADERS)

const tokenOf = (req: PayloadRequest): string => String(req.routeParams?.['token'] ?? '')

/** One limiter per Payload instance (the server has one; the tests start several), made on first use. */
const limiters = new WeakMap<object, RateLimit>()
const limiterOf = (req: PayloadRequest): RateLimit => {
  let limiter = limiters.get(req.payload)
  if (!limiter) {
    limiter = createRateLimit({
      pool: poolOf(req.payload),
      name: 'request-page',
      limit: loadConfiguration().REQUEST_PAGE_RATE_LIMIT,
      windowMs: loadConfiguration().REQUEST_PAGE_RATE_WINDOW_MS,
    })
    limiters.set(req.payload, limiter)
  }
  return limiter
}

/**
 * What every write here needs before it runs, as the quote requests' endpoint does it: a JSON body (a page on
 * another site can send JSON only after a CORS preflight, which this server refuses it, so a plain form cannot
 * withdraw someone's request for them), then a per-address limit on attempts.
 */
const refuseWrite = async (req: PayloadRequest): Promise<Response | null> => {
  if (!req.headers.get('content-type')?.toLowerCase().startsWith('application/json'))
    return refusal(415, 'Send the request as JSON (Content-Type: application/json).')
  const { allowed, retryAfterSeconds } = await limiterOf(req).take(
    req.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown',
  )
  if (allowed) return null
  const response = refusal(429, 'Too many requests from this address. Please try again later.')
  response.headers.set('Retry-After', String(retryAfterSeconds))
  return response
}

/**
 * The request the token opens, then `then`; for a link that opens nothing, 410 with words when this site made it
 * and its request was deleted, and the same plain 404 for any other.
 */
const withRequest =
  (then: (req: PayloadRequest, lead: Lead) => Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    const lead = await findRequestLead(req, tokenOf(req))
    if (lead) return then(req, lead)
    return (await isDeletedRequestLink(req, tokenOf(req)))
      ? refusal(410, REQUEST_DELETED_MESSAGE)
      : refusal(404, REQUEST_NOT_FOUND_MESSAGE)
  }

/** The page's data as it is now (after a change, read again so the answer shows it). */
const pageOf = async (req: PayloadRequest, id: string): Promise<Response> => {
  const lead = await req.payload.findByID({ collection: 'leads', id, depth: 0, disableErrors: true, req })
  if (!lead) return refusal(404, REQUEST_NOT_FOUND_MESSAGE)
  return answer(200, (await requestPageData(req, lead)) satisfies RequestPageData)
}

/** A write on the request; a change that answers a refusal of its own (a Response) answers with it instead. */
const write =
  (change: (req: PayloadRequest, lead: Lead) => Promise<unknown>): Endpoint['handler'] =>
  async (req) =>
    (await refuseWrite(req)) ??
    withRequest(async (req, lead) => {
      const refused = await change(req, lead)
      return refused instanceof Response ? refused : pageOf(req, lead.id)
    })(req)

/** A 400 with the schema's message per field, private like every answer of the page. */
const invalidOnPage = (error: Parameters<typeof invalidInput>[0]): Response => {
  const invalid = invalidInput(error)
  for (const [name, value] of Object.entries(REQUEST_PAGE_HEADERS)) invalid.headers.set(name, value)
  return invalid
}

/** The homeowner hires one of their contractors, or says one is not for them (homeowner-choice.ts). */
const choose: Endpoint['handler'] = async (req) =>
  (await refuseWrite(req)) ??
  withRequest(async (req, lead) => {
    const parsed = homeownerChoiceSchema.safeParse(await jsonBody(req))
    if (!parsed.success) return invalidOnPage(parsed.error)
    const refused = await makeHomeownerChoice(req, lead, parsed.data)
    return refused ? refusal(refused.status, refused.message, refused.field) : pageOf(req, lead.id)
  })(req)

/** The homeowner reviews a contractor they hired (reviews/write-review.ts): the page with the review, pending. */
const review: Endpoint['handler'] = async (req) =>
  (await refuseWrite(req)) ??
  withRequest(async (req, lead) => {
    const referralId = z.uuid().safeParse(req.routeParams?.['referralId'])
    if (!referralId.success) return refusal(404, REVIEW_REFUSALS.unknown)
    const parsed = reviewSchema.safeParse(await jsonBody(req))
    if (!parsed.success) return invalidOnPage(parsed.error)
    const refused = await writeReview(req, lead, referralId.data, parsed.data)
    return refused ? refusal(refused.status, refused.message) : pageOf(req, lead.id)
  })(req)

/** The homeowner's rematch: the page with the added contractors, or 409 saying plainly why none was added. */
const rematch = async (req: PayloadRequest, lead: Lead): Promise<Response | null> => {
  const result = await rematchLead(req, lead.id)
  if (!result) return refusal(410, REQUEST_DELETED_MESSAGE)
  return result.outcome === 'rematched' ? null : refusal(409, REMATCH_REFUSALS[result.outcome])
}

export const requestPageEndpoints: Endpoint[] = [
  {
    /** GET /api/requests/:token: the request page's data. */
    path: '/requests/:token',
    method: 'get',
    handler: withRequest(async (req, lead) => answer(200, await requestPageData(req, lead))),
  },
  {
    /**
     * POST /api/requests/:token/withdraw: withdraws the request. Again, it changes nothing and tells no one: both
     * answer 200 with the page as it now is.
     */
    path: '/requests/:token/withdraw',
    method: 'post',
    handler: write(withdrawRequest),
  },
  {
    /** POST /api/requests/:token/deletion-request: asks staff to delete the homeowner's data (once; again is a no-op). */
    path: '/requests/:token/deletion-request',
    method: 'post',
    handler: write(requestDeletion),
  },
  {
    /**
     * POST /api/requests/:token/choice `{ referralId, choice: 'hired' | 'not-for-me' }`: answers with the page as it
     * now is, 409 when the choice can no longer be made (hired already, withdrawn, not answered yet).
     */
    path: '/requests/:token/choice',
    method: 'post',
    handler: choose,
  },
  {
    /**
     * POST /api/requests/:token/rematch: sends the request to other matching contractors (up to three working it
     * at once). A POST: the email's link opens the page, whose button sends this.
     */
    path: '/requests/:token/rematch',
    method: 'post',
    handler: write(rematch),
  },
  {
    /**
     * POST /api/requests/:token/referrals/:referralId/review `{ rating, text, featurePermission }`: the homeowner's
     * review of a contractor they hired, pending until staff check it. 404 for a contractor not on this request,
     * 409 for one not hired or reviewed already.
     */
    path: '/requests/:token/referrals/:referralId/review',
    method: 'post',
    handler: review,
  },
]
