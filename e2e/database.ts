import pg from 'pg'

import { E2E_POSTGRES_PORT } from './config'

/**
 * A connection to the end-to-end server's own database, for what no API does: a state the product reaches only with
 * time or another party (a lead nobody worked for two days).
 */
export const withDatabase = async <T>(work: (db: pg.Client) => Promise<T>): Promise<T> => {
  const db = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${E2E_POSTGRES_PORT}/pros`,
  })
  await db.connect()
  try {
    return await work(db)
  } finally {
    await db.end()
  }
}
