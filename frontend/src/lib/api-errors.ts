import type { ShowToastOptions } from '@/components/ui/toast'

import { ApiError } from './api-client'

/**
 * Reading a refused request's answer, in one place: our endpoints and Payload both answer
 * `{ errors: [{ message, field? }] }` (Payload's validation lists its fields in each error's `data.errors`), and the
 * forms, toasts and notices of every feature turn that into words through the functions below.
 */

export type FieldMessage = { field: string; message: string }

type ErrorItem = {
  message?: unknown
  field?: unknown
  data?: { errors?: { path?: unknown; message?: unknown }[] }
}

/**
 * The items of a refusal's `errors`, or none. A server fault (5xx) has none worth reading: its body is for the logs
 * ("Internal error"), never for people.
 */
const errorItemsOf = (error: unknown): ErrorItem[] => {
  if (!(error instanceof ApiError) || error.status >= 500) return []
  let body: unknown
  try {
    body = JSON.parse(error.body)
  } catch {
    return []
  }
  const items = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined
  return Array.isArray(items)
    ? items.filter((item): item is ErrorItem => typeof item === 'object' && item !== null)
    : []
}

/** The first message of a refusal whose every error carries one; undefined when it says nothing we can show. */
const refusalMessage = (error: unknown): string | undefined => {
  const items = errorItemsOf(error)
  if (!items.every((item) => typeof item.message === 'string')) return undefined
  const first = items[0]?.message
  return typeof first === 'string' && first !== '' ? first : undefined
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
 * What to tell the person, in plain words and never a status code. A refusal (4xx) with messages is already written
 * for people, so its first message is shown; otherwise the words come from its status.
 */
export const errorMessage = (error: unknown): string => {
  if (error instanceof ApiError)
    return (
      refusalMessage(error) ?? STATUS_WORDS[error.status] ?? (error.status >= 500 ? SERVER_FAULT : REFUSED)
    )
  // fetch rejects with a TypeError when the request never got an answer (offline, connection dropped).
  if (error instanceof TypeError) return NETWORK_FAULT
  return UNEXPECTED
}

/** The field messages of a refused write, for the form to show under each field. */
export const fieldErrorsOf = (error: unknown): FieldMessage[] =>
  errorItemsOf(error).flatMap((item) => {
    if (typeof item.field === 'string' && typeof item.message === 'string')
      return [{ field: item.field, message: item.message }]
    return (item.data?.errors ?? []).flatMap(({ path, message }) =>
      typeof path === 'string' && typeof message === 'string' ? [{ field: path, message }] : [],
    )
  })

/**
 * A refused write split for a form: the messages about its own `fields`, to show under each, and otherwise one
 * message for the whole form (a refusal about no field of it, such as an ended session or an inactive company).
 */
export const formErrorsOf = <Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { fields: { field: Field; message: string }[]; formMessage: string | undefined } => {
  const all = fieldErrorsOf(error)
  const onFields = all.filter((item): item is { field: Field; message: string } =>
    (fields as readonly string[]).includes(item.field),
  )
  return {
    fields: onFields,
    formMessage: onFields.length > 0 ? undefined : (all[0]?.message ?? errorMessage(error)),
  }
}

/** The toast that says an action failed, and why in plain words. */
export const errorToast = (title: string, error: unknown): ShowToastOptions => ({
  title,
  description: errorMessage(error),
  variant: 'destructive',
})
