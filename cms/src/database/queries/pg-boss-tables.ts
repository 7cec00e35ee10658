import {
  boolean,
  integer,
  interval,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uuid,
} from '@payloadcms/db-postgres/drizzle/pg-core'

import { QUEUE_SCHEMA } from '../../email/queue/email-jobs'

/**
 * The part of pg-boss's own tables that our statements read and write (docs/decisions/0029-email-jobs-by-sql.md),
 * described for Drizzle so that those statements name columns the compiler knows. pg-boss creates and upgrades
 * these tables; database/payload-internals.ts checks at start that they still have these columns, at the schema
 * version below, and stops the process when they do not.
 */

/** pg-boss's schema version these descriptions were written against (pg-boss 10). */
export const PG_BOSS_SCHEMA_VERSION = 24

const queueSchema = pgSchema(QUEUE_SCHEMA)

/** pg-boss's job states, in its order (it compares them: below `active` is waiting). */
export const jobState = queueSchema.enum('job_state', [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
])

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' })

const jobColumns = () => ({
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  data: jsonb('data'),
  state: jobState('state').notNull(),
  retryLimit: integer('retry_limit').notNull(),
  retryDelay: integer('retry_delay').notNull(),
  retryBackoff: boolean('retry_backoff').notNull(),
  startAfter: time('start_after').notNull(),
  startedOn: time('started_on'),
  expireIn: interval('expire_in').notNull(),
  createdOn: time('created_on').notNull(),
  completedOn: time('completed_on'),
  keepUntil: time('keep_until').notNull(),
  policy: text('policy'),
})

/** Jobs waiting, claimed, and finished for up to an hour (email-boss.ts's ARCHIVE_COMPLETED_SECONDS). */
export const job = queueSchema.table('job', jobColumns())

/** Finished jobs after that, until they are deleted. */
export const archive = queueSchema.table('archive', { ...jobColumns(), archivedOn: time('archived_on') })

/** The one row saying which schema version pg-boss last installed. */
export const version = queueSchema.table('version', { version: integer('version').notNull() })
