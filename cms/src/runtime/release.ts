import type { Migration, Payload } from 'payload'

import { poolOf } from '../database/pool'
import { installEmailQueue } from '../email/queue/email-boss'
import { migrations } from '../migrations'

/** The advisory lock's key: any number no other code of ours uses for a lock. */
const RELEASE_LOCK = 7_104_202_611

/**
 * Runs the step while holding PostgreSQL's advisory lock for releases, on a connection of its own: copies that
 * start at the same moment take turns, and the later ones find the work done (a migration already applied, a
 * database no longer empty). The lock goes with the connection, so a copy that dies mid-step frees it.
 */
export const whileHoldingReleaseLock = async <T>(payload: Payload, step: () => Promise<T>): Promise<T> => {
  const client = await poolOf(payload).connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [RELEASE_LOCK])
    try {
      return await step()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [RELEASE_LOCK])
    }
  } finally {
    client.release()
  }
}

/**
 * Installs or upgrades the email queue's tables (pg-boss's own migrations, first: one of ours moves jobs into
 * them), then applies the committed migrations that are not applied yet.
 */
export const migrate = (payload: Payload): Promise<void> =>
  whileHoldingReleaseLock(payload, async () => {
    await installEmailQueue(poolOf(payload))
    // Generated migrations type their arguments more narrowly than the adapter's signature says.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  })
