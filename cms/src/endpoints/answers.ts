import type { z } from 'zod'

import type { QuoteRequestError } from '../contracts/quote-request-response'

/**
 * Answers of the server's own Payload endpoints about one person's data: never kept by a cache. Refusals have the
 * shape of Payload's REST errors (`{ errors: [{ message, field? }] }`), which the pages already read.
 */
export const privateJson = (body: unknown, status = 200): Response =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export const refusal = (status: number, message: string, field?: string): Response =>
  privateJson({ errors: [{ message, ...(field ? { field } : {}) }] } satisfies QuoteRequestError, status)

/** A body that failed its schema: 400, a message per field, as the form shows them under each field. */
export const invalidInput = (error: z.ZodError): Response =>
  privateJson(
    {
      errors: error.issues.map((issue) => ({
        message: issue.message,
        ...(issue.path.length ? { field: issue.path.join('.') } : {}),
      })),
    } satisfies QuoteRequestError,
    400,
  )

/** The JSON body of an endpoint's request, or undefined when it has none or it is not JSON (the schema refuses it). */
export const jsonBody = async (req: { json?: () => Promise<unknown> }): Promise<unknown> => {
  try {
    return await req.json?.()
  } catch {
    return undefined
  }
}
