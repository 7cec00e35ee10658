import { handleEndpoints } from 'payload'

import config from '../src/payload.config'

/** A request through Payload's own REST routing (what Next hands it), without a network in between. */
export const rest = (path: string, init: RequestInit = {}): Promise<Response> =>
  handleEndpoints({ config, request: new Request(`http://localhost:3000${path}`, init) })
