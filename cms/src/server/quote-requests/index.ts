import { createHash } from 'node:crypto'

import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express'
import type { Pool } from 'pg'

import type { QuoteRequestAccepted } from '../../contracts/quote-request-response'
import { quoteRequestSchema, type QuoteRequest } from '../../contracts/quote-request'
import { areaOfZip, UNKNOWN_ZIP_MESSAGE } from '../../matching/zip-area'
import { loadConfiguration } from '../../runtime/config'
import { MAX_BODY_BYTES } from '../body-limit'
import { QUOTE_REQUESTS_PATH } from '../routes'
import { fieldErrors, sendErrors } from '../refusals'
import { createRateLimit } from '../rate-limits'
import { createLeadWriter } from './lead-writer'
import { findLead } from '../../database/queries/store-quote-request'

type Logger = { error: (object: unknown, message?: string) => void }

/**
 * A chosen contractor is inactive, its checks are not current, or it does not offer the service or cover the ZIP
 * code (the checks may lapse while the homeowner fills in the wizard).
 */
const CONTRACTORS_UNAVAILABLE =
  'One or more selected contractors are not available for this service in your area'

const sendAccepted = (res: Response, id: string) =>
  res
    .status(201)
    .set('Cache-Control', 'no-store')
    .json({ id, status: 'received' } satisfies QuoteRequestAccepted)

const sendUnavailable = (res: Response) =>
  sendErrors(res, 503, [{ message: 'We could not save your request just now. Please try again.' }])

const sendReplay = (
  res: Response,
  stored: { id: string; requestHash: string | null },
  requestHash: string,
) => {
  // A lead stored before requests had digests is taken to be this request's.
  if (stored.requestHash === null || stored.requestHash === requestHash) sendAccepted(res, stored.id)
  else
    sendErrors(res, 422, [
      {
        field: 'idempotencyKey',
        message:
          'This idempotency key was already used for a different request. Send a new key with a new request.',
      },
    ])
}

/** The digest of a validated request: JSON.stringify of zod's output lists keys in the schema's order. */
const digest = (request: QuoteRequest): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('base64url')

/** The client's address: req.ip honours TRUST_PROXY, so a client cannot pick its own. */
const clientIp = (req: Request) => req.ip ?? 'unknown'

/**
 * POST /api/quote-requests: a homeowner's quote request. Validated with the wizard's own schema; the lead, one
 * referral per contractor and the email jobs are stored in one transaction (which the lead writer shares among
 * requests arriving together), committed before the visitor is told it worked. A retry with the same idempotency key
 * gets the first answer back.
 *
 * Served by Express in front of Next, not as a Payload endpoint, because Payload's per-request setup costs more than
 * the write itself (docs/decisions/0021-quote-requests-outside-payload.md).
 */
export const quoteRequestsRouter = ({
  pool,
  logger,
  rateLimit = loadConfiguration().QUOTE_RATE_LIMIT,
  rateWindowMs = loadConfiguration().QUOTE_RATE_WINDOW_MS,
}: {
  pool: Pool
  logger: Logger
  rateLimit?: number
  rateWindowMs?: number
}): Router => {
  const limiter = createRateLimit({ pool, name: 'quote-requests', limit: rateLimit, windowMs: rateWindowMs })
  const leads = createLeadWriter(pool)
  const router = express.Router()

  router.post(
    QUOTE_REQUESTS_PATH,
    async (req, res, next) => {
      if (!req.is('application/json')) {
        sendErrors(res, 415, [
          { message: 'Send the quote request as JSON (Content-Type: application/json).' },
        ])
        return
      }
      const { allowed, retryAfterSeconds } = await limiter.take(clientIp(req))
      if (!allowed) {
        res.set('Retry-After', String(retryAfterSeconds))
        sendErrors(res, 429, [{ message: 'Too many requests from this address. Please try again later.' }])
        return
      }
      next()
    },
    express.json({ limit: MAX_BODY_BYTES, strict: false }),
    async (req, res) => {
      const parsed = quoteRequestSchema.safeParse(req.body)
      if (!parsed.success) {
        sendErrors(res, 400, fieldErrors(parsed.error))
        return
      }
      const request = parsed.data
      const area = areaOfZip(request.zipCode)
      if (!area) {
        sendErrors(res, 400, [{ field: 'zipCode', message: UNKNOWN_ZIP_MESSAGE }])
        return
      }

      // Honeypot: people never see the field. Answer as if accepted, so a bot learns nothing, and store nothing.
      if (request.website) {
        sendAccepted(res, crypto.randomUUID())
        return
      }

      const requestHash = digest(request)
      try {
        const result = await leads.write({
          request,
          area,
          requestHash,
          ip: clientIp(req),
          userAgent: req.get('user-agent') ?? '',
          page: request.attribution?.page ?? req.get('referer') ?? null,
        })
        if (result.outcome === 'stored') {
          sendAccepted(res, result.id)
          return
        }
        // A retry gets its first answer back, even if the service or a contractor changed since.
        const replay = await findLead(pool, request.idempotencyKey)
        if (replay) sendReplay(res, replay, requestHash)
        else if (result.outcome === 'unknown-service')
          sendErrors(res, 400, [{ field: 'serviceSlug', message: 'Please select a service' }])
        else if (result.outcome === 'unavailable-contractors')
          sendErrors(res, 400, [{ field: 'contractorIds', message: CONTRACTORS_UNAVAILABLE }])
        // The key's lead existed when the statement ran, yet is gone now (deleted in between).
        else sendUnavailable(res)
      } catch (error) {
        // The database failed or went away, perhaps after committing: the visitor is told it worked only if the
        // lead is there; otherwise they are asked to retry, and the key makes the retry safe.
        logger.error({ err: error }, 'Quote request not stored')
        const stored = await findLead(pool, request.idempotencyKey).catch(() => null)
        if (stored) sendReplay(res, stored, requestHash)
        else sendUnavailable(res)
      }
    },
  )

  // The body parser's refusals (broken JSON, an oversize body) as the endpoint's own error answers.
  const bodyErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
    if (error.type === 'entity.parse.failed')
      sendErrors(res, 400, [{ message: 'The request body is not valid JSON.' }])
    else if (error.type === 'entity.too.large')
      sendErrors(res, 413, [{ message: `Request body is larger than ${MAX_BODY_BYTES} bytes.` }])
    else if (error.status && error.status >= 400 && error.status < 500)
      sendErrors(res, error.status, [{ message: 'The request body could not be read.' }])
    else next(error)
  }
  router.use(QUOTE_REQUESTS_PATH, bodyErrors)
  return router
}
