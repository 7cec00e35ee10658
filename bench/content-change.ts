import pg from 'pg'

import { CONTENT_CHANGES_CHANNEL } from '../cms/src/runtime/content-changes'

// Ample for a NOTIFY to reach the server on this machine (it arrives within milliseconds).
const HEARD_WITHIN_MS = 500

/** A content change, announced on `client` as an editor's change is (runtime/content-changes.ts). */
export const notifyContentChange = async (client: pg.Client): Promise<void> => {
  await client.query('SELECT pg_notify($1, $2)', [CONTENT_CHANGES_CHANNEL, 'bench'])
}

/**
 * Announces a content change as an editor's change is announced (runtime/content-changes.ts), so the server drops
 * its rendered pages and the API reads it keeps, then gives it time to hear it.
 */
export const announceContentChange = async (databaseUrl: string): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await notifyContentChange(client)
  } finally {
    await client.end()
  }
  await new Promise((resolve) => setTimeout(resolve, HEARD_WITHIN_MS))
}
