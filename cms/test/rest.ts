import { handleEndpoints } from 'payload'

import config from '../src/payload.config'

/** A request through Payload's own REST routing (what Next hands it), without a network in between. */
export const rest = (path: string, init: RequestInit = {}): Promise<Response> =>
  handleEndpoints({ config, request: new Request(`http://localhost:3000${path}`, init) })

let address = 0
/** A fresh client address per call, so the per-address rate limit only counts where a test means it to. */
export const nextClientIp = (): string => `192.0.2.${(address = (address % 250) + 1)}-${Date.now()}`
