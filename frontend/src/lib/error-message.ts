import { ApiError } from './api-client'

type ErrorBody = { errors: { message: string }[] }

const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as ErrorBody).errors) &&
  (value as ErrorBody).errors.every((error) => typeof error?.message === 'string')

const serverMessage = (error: ApiError): string | undefined => {
  try {
    const body: unknown = JSON.parse(error.body)
    return isErrorBody(body) ? body.errors[0]?.message || undefined : undefined
  } catch {
    return undefined
  }
}

/** What a status means to a person, when the server said nothing we can show. */
const STATUS_WORDS: Record<number, string> = {
  401: 'You are not signed in, or your session has ended. Please sign in again.',
  403: "You don't have permission to do that.",
  404: "We couldn't find that. It may have been moved or removed.",
  429: 'Too many attempts in a short time. Please wait a minute and try again.',
  503: 'Our service is busy right now. Please try again in a moment.',
}
const SERVER_FAULT = 'Something went wrong on our side. Please try again in a moment.'
const REFUSED = "That couldn't be accepted. Please check it and try again."
export const NETWORK_FAULT = "We couldn't reach our server. Check your connection and try again."
const UNEXPECTED = 'Something unexpected went wrong. Please try again.'

/**
 * What to tell the person, in plain words and never a status code. A refusal (4xx) that carries our endpoints' or
 * Payload's `{ errors: [{ message }] }` is already written for people, so its first message is shown. A server
 * fault (5xx) is not: its body is for the logs ("Internal error"), so the words come from its status.
 */
export const errorMessage = (error: unknown): string => {
  if (error instanceof ApiError) {
    const message = error.status < 500 ? serverMessage(error) : undefined
    return message ?? STATUS_WORDS[error.status] ?? (error.status >= 500 ? SERVER_FAULT : REFUSED)
  }
  // fetch rejects with a TypeError when the request never got an answer (offline, connection dropped).
  if (error instanceof TypeError) return NETWORK_FAULT
  return UNEXPECTED
}
