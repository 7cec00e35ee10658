import type { Response } from 'express'

import type { QuoteRequestError } from '../contracts/quote-request-response'

/**
 * A refusal from one of the server's own routes, in the shape Payload's REST answers use too
 * (`{ errors: [{ message, field? }] }`), never kept by a cache.
 */
export const sendErrors = (res: Response, status: number, errors: QuoteRequestError['errors']) =>
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ errors } satisfies QuoteRequestError)
