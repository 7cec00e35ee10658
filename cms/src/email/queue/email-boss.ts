import PgBoss from 'pg-boss'
import type { Pool } from 'pg'

import { createQueueIndexes } from '../../database/queries/queue-indexes'
import { EMAIL_QUEUE, QUEUE_SCHEMA } from './email-jobs'

/** Completed jobs stay in the queue's table this long... */
export const ARCHIVE_COMPLETED_SECONDS = 60 * 60
/** ...then in pg-boss's archive this long, then are deleted: a job keeps the address it went to (its output). */
const DELETE_AFTER_DAYS = 7
/** How often one of the workers takes back expired claims, archives and deletes (pg-boss elects one per round). */
export const MAINTENANCE_SECONDS = 5

/**
 * pg-boss on Payload's own pool, so the queue adds no connections to the budget (README.md's Deploy). Some of
 * pg-boss's statements are several in one string inside BEGIN … COMMIT; one that fails leaves its connection in an
 * aborted transaction, which here would go back to a pool Payload shares, so it is rolled back first.
 */
export const createEmailBoss = (
  pool: Pool,
  { supervise = false, migrate = false }: { supervise?: boolean; migrate?: boolean } = {},
): PgBoss =>
  new PgBoss({
    db: {
      executeSql: async (text: string, values?: unknown[]) => {
        const client = await pool.connect()
        try {
          return await client.query(text, values)
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {})
          throw error
        } finally {
          client.release()
        }
      },
    },
    schema: QUEUE_SCHEMA,
    // The release step creates and upgrades the schema (installEmailQueue); everyone else only checks its version.
    migrate,
    supervise,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_SECONDS,
    deleteAfterDays: DELETE_AFTER_DAYS,
    // No cron schedules: the reminders are jobs queued with a start time.
    schedule: false,
  })

/**
 * The release step's part: pg-boss's schema created or upgraded to this version, the email queue made, and our
 * indexes on its tables made (our statements on them are checked once the migrations ran:
 * database/payload-internals.ts). Runs under the release lock (runtime/release.ts), before Payload's migrations,
 * one of which moves jobs into it.
 */
export const installEmailQueue = async (pool: Pool): Promise<void> => {
  const installer = createEmailBoss(pool, { migrate: true })
  await installer.start()
  try {
    if (!(await installer.getQueue(EMAIL_QUEUE))) {
      await installer.createQueue(EMAIL_QUEUE, { name: EMAIL_QUEUE })
    }
  } finally {
    await installer.stop({ graceful: false, close: false })
  }
  await createQueueIndexes(pool)
}
