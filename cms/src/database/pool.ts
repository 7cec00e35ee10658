import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

/** Payload's own connection pool, for the few writes and counters that go around its Local API. */
export const poolOf = (payload: Payload): Pool => (payload.db as unknown as PostgresAdapter).pool
