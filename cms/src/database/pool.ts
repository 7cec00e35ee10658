import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { payloadPool } from './payload-internals'

/** Payload's own connection pool, for the few writes and counters that go around its Local API. */
export const poolOf = (payload: Payload): Pool => payloadPool(payload)
