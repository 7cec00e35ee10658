import { ApiError } from './api-client'

export type FieldMessage = { field: string; message: string }

type ErrorItem = { field?: unknown; data?: { errors?: { path?: unknown; message?: unknown }[] } }

/**
 * The field messages of a refused write, for the form to show under each field: our endpoints name the field of
 * each error (`{ errors: [{ field, message }] }`), Payload's validation lists them in the error's data.
 */
export const fieldErrorsOf = (error: unknown): FieldMessage[] => {
  if (!(error instanceof ApiError) || error.status >= 500) return []
  let body: unknown
  try {
    body = JSON.parse(error.body)
  } catch {
    return []
  }
  const items = (body as { errors?: unknown }).errors
  if (!Array.isArray(items)) return []
  return (items as (ErrorItem & { message?: unknown })[]).flatMap((item) => {
    if (typeof item.field === 'string' && typeof item.message === 'string')
      return [{ field: item.field, message: item.message }]
    return (item.data?.errors ?? []).flatMap(({ path, message }) =>
      typeof path === 'string' && typeof message === 'string' ? [{ field: path, message }] : [],
    )
  })
}
