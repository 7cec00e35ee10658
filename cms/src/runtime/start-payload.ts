import { getPayload, type Migration, type Payload } from 'payload'

import { connectDatabase, type Database } from '../database/connect'
import { migrations } from '../migrations'
import { dataDir } from './paths'
import { resolveSecret } from './secret'

export type Runtime = { payload: Payload; database: Database }

/**
 * Database first (embedded or DATABASE_URL), then Payload on it with the committed migrations applied.
 * The config is imported only after the environment it reads is settled; Next's copy of the config reads the
 * same variables, and both share the Payload instance that getPayload caches on the process.
 */
export const startPayload = async (log: (message: string) => void): Promise<Runtime> => {
  const database = await connectDatabase({ dataDir, log })
  try {
    process.env.DATABASE_URL = database.url
    process.env.PAYLOAD_SECRET = await resolveSecret({ dataDir, embedded: database.embedded })
    const { default: config } = await import('../payload.config')
    const payload = await getPayload({ config })
    // Generated migrations type their arguments more narrowly than the adapter's signature says.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    return { payload, database }
  } catch (error) {
    await database.stop()
    throw error
  }
}

/** Closes Payload's pool, then stops an embedded PostgreSQL. */
export const stopPayload = async ({ payload, database }: Runtime): Promise<void> => {
  // The Postgres adapter keeps a client checked out, so pool.end() can wait forever: give it a bound.
  await Promise.race([payload.db.destroy?.(), new Promise((resolve) => setTimeout(resolve, 3000))])
  await database.stop()
}
