import { ApiError } from './api-client'

type ErrorBody = { errors: { message: string }[] }

const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as ErrorBody).errors) &&
  (value as ErrorBody).errors.every((error) => typeof error?.message === 'string')

/**
 * What to tell the person: the server's first message when it sent `{ errors: [{ message }] }` (Payload and our
 * endpoints both do), else the error itself ("<status>: <body>").
 */
export const errorMessage = (error: unknown): string => {
  if (error instanceof ApiError) {
    try {
      const body: unknown = JSON.parse(error.body)
      const first = isErrorBody(body) ? body.errors[0]?.message : undefined
      if (first) return first
    } catch {
      // Not JSON: the "<status>: <body>" message says what went wrong.
    }
  }
  // fetch rejects with a TypeError when the request never got an answer (offline, connection dropped).
  if (error instanceof TypeError) return 'Network error: check your connection and try again.'
  return error instanceof Error ? error.message : String(error)
}
