import type { AfterErrorHook } from 'payload'

type FieldError = { path: string; message: string }
type RefusedWrite = Error & { data: { errors: FieldError[] } & Record<string, unknown> }

/** A ValidationError of any copy of Payload: known by its name and its field errors, not by its class. */
const isRefusedWrite = (error: Error): error is RefusedWrite => {
  const data = (error as Partial<RefusedWrite>).data
  return error.name === 'ValidationError' && typeof data === 'object' && Array.isArray(data.errors)
}

/**
 * A refused write answers with its field messages (`errors[0].data.errors`), which the panel shows beside each
 * field. Payload adds them only to an error of its own ValidationError class, and the server runs two copies of
 * Payload (the Next build bundles one for the panel and REST, the Express server imports the package): an error
 * raised by one reached the other's formatter as a bare "The following field is invalid: City", and the panel
 * never said why (which page already exists, which end of a price range is wrong).
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  if (!isRefusedWrite(error) || result?.errors?.some((entry) => 'data' in entry)) return
  return { response: { errors: [{ name: error.name, data: error.data, message: error.message }] } }
}
