import { createServer, type RequestListener, type Server, type ServerOptions } from 'node:http'

import { MEDIA_MAX_BYTES } from '../contracts/media'

/**
 * How long a client may take to send a request: its headers within 15 s, all of it within 60 s (Node's own
 * defaults, 60 s and 300 s, let a client sending a byte now and then hold a connection for five minutes). A minute
 * is room for the largest upload the media library takes over a slow uplink (10 MB at 1.4 Mbit/s). Node looks for
 * late requests every `connectionsCheckingInterval`, so that is short too.
 */
export const REQUEST_TIMEOUTS = {
  headersTimeout: 15_000,
  requestTimeout: 60_000,
  connectionsCheckingInterval: 2_000,
} satisfies ServerOptions

/** The slowest upload speed, in bits a second, at which the media library's largest file still arrives in time. */
export const slowestUploadBitsPerSecond = (timeouts: ServerOptions = REQUEST_TIMEOUTS): number =>
  (MEDIA_MAX_BYTES * 8) / ((timeouts.requestTimeout ?? 0) / 1000)

/** The HTTP server the app is served on: a client too slow to send its request is answered 408 and let go. */
export const createHttpServer = (app: RequestListener, timeouts: ServerOptions = REQUEST_TIMEOUTS): Server =>
  createServer(timeouts, app)
