import express, { type Router } from 'express'
import type { Pool } from 'pg'

import { zipCodeField } from '../contracts/quote-request'
import type { ZipCodeCheck } from '../contracts/zip-code-check'
import { areaOfZip, UNKNOWN_ZIP_MESSAGE } from '../matching/zip-area'
import { loadConfiguration } from '../runtime/config'
import { createRateLimit } from './rate-limits'
import { ZIP_CODES_PATH } from './routes'
import { sendErrors } from './refusals'

/** The ZIP data ships with the server, so an answer holds until the next release: a day is safe to keep. */
const KEEP_SECONDS = 24 * 60 * 60

/**
 * GET /api/zip-codes/{zip}: the wizard's forms ask it as a ZIP code is confirmed, so one that no place has is refused
 * there, with the words the contractor match and the quote request would use later. Anonymous, so limited per
 * address (the answer is cached, so a visitor seldom asks twice); served by Express ahead of Next, like the quote
 * requests, since it is asked while the visitor waits.
 */
export const zipCodesRouter = ({
  pool,
  rateLimit = loadConfiguration().ZIP_CHECK_RATE_LIMIT,
  rateWindowMs = loadConfiguration().ZIP_CHECK_RATE_WINDOW_MS,
}: {
  pool: Pool
  rateLimit?: number
  rateWindowMs?: number
}): Router => {
  const limiter = createRateLimit({ pool, name: 'zip-codes', limit: rateLimit, windowMs: rateWindowMs })
  const router = express.Router()
  router.get(ZIP_CODES_PATH, async (req, res) => {
    const { allowed, retryAfterSeconds } = await limiter.take(req.ip ?? 'unknown')
    if (!allowed) {
      res.set('Retry-After', String(retryAfterSeconds))
      sendErrors(res, 429, [{ message: 'Too many requests from this address. Please try again later.' }])
      return
    }
    const zip = zipCodeField.safeParse(req.params['zip'])
    if (!zip.success) {
      sendErrors(res, 400, [{ field: 'zipCode', message: zip.error.issues[0]?.message ?? '' }])
      return
    }
    const area = areaOfZip(zip.data)
    if (!area) {
      sendErrors(res, 400, [{ field: 'zipCode', message: UNKNOWN_ZIP_MESSAGE }])
      return
    }
    res
      .set('Cache-Control', `public, max-age=${KEEP_SECONDS}`)
      .json({ zipCode: zip.data, city: area.city, state: area.state } satisfies ZipCodeCheck)
  })
  return router
}
