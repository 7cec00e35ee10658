import { handleEndpoints } from 'payload'

import config from '../src/payload.config'

/** A request through Payload's own REST routing (what Next hands it), without a network in between. */
export const rest = (path: string, init: RequestInit = {}): Promise<Response> =>
  handleEndpoints({ config, request: new Request(`http://localhost:3000${path}`, init) })

/** A request made as the user whose session token this is (anonymous without one); a body is sent as JSON. */
export const asUser = (token: string | undefined, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: {
    ...(token ? { Authorization: `JWT ${token}` } : {}),
    ...(init.body ? { 'Content-Type': 'application/json' } : {}),
  },
})

/** The message of the first error of a refusal, as Payload and our endpoints write them (`{ errors: [...] }`). */
export const firstErrorMessage = async (response: Response): Promise<string | undefined> =>
  ((await response.json()) as { errors: { message: string }[] }).errors[0]?.message

/** The field messages of a refused write over REST, as the panel shows them beside each field. */
export const fieldErrorsOf = async (response: Response): Promise<{ path: string; message: string }[]> => {
  const body = (await response.json()) as {
    errors: { name?: string; data?: { errors?: { path: string; message: string }[] } }[]
  }
  return (body.errors[0]?.data?.errors ?? []).map(({ path, message }) => ({ path, message }))
}
