import { EventEmitter } from 'node:events'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import pg from 'pg'

/** The PostgreSQL channel content changes are announced on, to every server copy. */
export const CONTENT_CHANGES_CHANNEL = 'content_changes'
/** How soon a lost listening connection is made again. */
const RECONNECT_MS = 1000

/**
 * One emitter per process, whichever copy of this module asks: Payload's hooks run inside the Next build's copy
 * of the config while the page cache lives in the server's, so the two meet on a global symbol.
 */
const KEY = Symbol.for('find-trusted-pros.content-changes')
type Holder = { [KEY]?: EventEmitter }
const changes = ((globalThis as Holder)[KEY] ??= new EventEmitter())

/**
 * Says that content the public pages show has changed (a service, a contractor, a guide, a page, an article).
 * This copy hears it at once, so the editor's next look shows the change; every copy (this one again) hears it
 * through NOTIFY inside the change's own transaction, which PostgreSQL delivers when, and only if, the change
 * commits: a page another request rendered from the old data in between is dropped then.
 */
export const announceContentChange = async (req: PayloadRequest, collection: string): Promise<void> => {
  changes.emit('change', collection)
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transaction = req.transactionID ? adapter.sessions[await req.transactionID]?.db : undefined
  await (transaction ?? adapter.drizzle).execute(
    sql`SELECT pg_notify(${CONTENT_CHANGES_CHANNEL}, ${collection})`,
  )
}

/** Calls the listener with the collection of each committed content change, whichever copy made it. */
export const onContentChange = (listener: (collection: string) => void): (() => void) => {
  changes.on('change', listener)
  return () => changes.off('change', listener)
}

/**
 * Listens on the channel for this process, on a connection of its own, for as long as it runs. A lost connection
 * is made again; changes announced meanwhile were missed, so its return counts as a change of everything.
 */
export const listenForContentChanges = (
  connectionString: string,
  log: (message: string) => void,
): { stop: () => Promise<void> } => {
  let client: pg.Client | undefined
  let stopped = false
  const connect = async (reconnecting: boolean): Promise<void> => {
    if (stopped) return
    const current = new pg.Client({ connectionString })
    client = current
    current.on('notification', (message) => changes.emit('change', message.payload ?? ''))
    const retry = () => {
      if (client !== current || stopped) return
      client = undefined
      setTimeout(() => void connect(true), RECONNECT_MS).unref()
    }
    current.on('error', retry)
    current.on('end', retry)
    try {
      await current.connect()
      await current.query(`LISTEN ${CONTENT_CHANGES_CHANNEL}`)
      if (reconnecting) {
        log('Listening for content changes again')
        changes.emit('change', '*')
      }
    } catch {
      await current.end().catch(() => {})
      retry()
    }
  }
  void connect(false)
  return {
    stop: async () => {
      stopped = true
      await client?.end().catch(() => {})
    },
  }
}
