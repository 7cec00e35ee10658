import type { Response as ExpressResponse } from 'express'
import type { z } from 'zod'

import type { QuoteRequestError } from '../contracts/quote-request-response'

/**
 * Every refusal the server makes, from its Express routes and its Payload endpoints alike, in the shape Payload's
 * REST errors have (`{ errors: [{ message, field? }] }`), which the pages and forms already read.
 */
export type ErrorList = QuoteRequestError['errors']

/** A refusal answers one request at one moment: no browser or shared cache keeps it. */
const NO_STORE = { 'Cache-Control': 'no-store' } as const

export const errorBody = (errors: ErrorList): QuoteRequestError => ({ errors })

/** A body that failed its schema: a message per field, as the form shows them under each field. */
export const fieldErrors = (error: z.ZodError): ErrorList =>
  error.issues.map((issue) => ({
    message: issue.message,
    ...(issue.path.length ? { field: issue.path.join('.') } : {}),
  }))

/** A Payload endpoint's refusal; `headers` add to (or strengthen) the no-store, e.g. the request page's. */
export const errorResponse = (
  status: number,
  errors: ErrorList,
  headers: Record<string, string> = {},
): Response => Response.json(errorBody(errors), { status, headers: { ...NO_STORE, ...headers } })

export const refusal = (status: number, message: string, field?: string): Response =>
  errorResponse(status, [{ message, ...(field ? { field } : {}) }])

/** 400 with the schema's message per field. */
export const invalidInput = (error: z.ZodError): Response => errorResponse(400, fieldErrors(error))

/** An Express route's refusal. */
export const sendErrors = (res: ExpressResponse, status: number, errors: ErrorList) =>
  res.status(status).set(NO_STORE).json(errorBody(errors))
