import { EventEmitter } from 'node:events'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { drizzleOf } from '../database/transaction'
import { openWatchedConnection, type StateLog, type WatchedConnection } from '../database/watched-connection'

/** The PostgreSQL channel content changes are announced on, to every server copy. */
export const CONTENT_CHANGES_CHANNEL = 'content_changes'

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
  await (await drizzleOf(req)).execute(sql`SELECT pg_notify(${CONTENT_CHANGES_CHANNEL}, ${collection})`)
}

/** Calls the listener with the collection of each committed content change, whichever copy made it. */
export const onContentChange = (listener: (collection: string) => void): (() => void) => {
  changes.on('change', listener)
  return () => changes.off('change', listener)
}

/** The listening connection's state, for the metrics. */
export type ListenState = {
  /** `off`: this process does not listen; `reconnecting`: the connection is being made (at start, or again). */
  state: 'off' | 'connected' | 'reconnecting'
  /** When it entered that state, in ms since the epoch. */
  since: number
  /** When the connection last answered a keepalive, in ms since the epoch. */
  lastKeepaliveAnswerAt: number | undefined
  /** How many times the connection was lost since the process started. */
  losses: number
}

// On the global holder too: the metrics may be served by either copy of this module.
const STATE_KEY = Symbol.for('find-trusted-pros.content-changes.listen-state')
type StateHolder = { [STATE_KEY]?: { state: ListenState; connection?: WatchedConnection } }
const listening = ((globalThis as StateHolder)[STATE_KEY] ??= {
  state: { state: 'off', since: Date.now(), lastKeepaliveAnswerAt: undefined, losses: 0 },
})

/** Whether this process hears other copies' content changes, and since when. */
export const contentChangesListenState = (): ListenState => ({
  ...listening.state,
  lastKeepaliveAnswerAt: listening.connection?.lastAnswerAt() ?? listening.state.lastKeepaliveAnswerAt,
})

const enter = (state: ListenState['state']) => {
  listening.state = { ...contentChangesListenState(), state, since: Date.now() }
}

/** The wait before the next attempt to listen again: none at first, then doubling while the database is away. */
const reconnectDelay = (failures: number) => (failures === 0 ? 0 : Math.min(250 * 2 ** failures, 10_000))

/**
 * Listens on the channel for this process, on a watched connection of its own (database/watched-connection.ts),
 * for as long as it runs. A connection lost, or silent past its keepalive's timeout, is made again; changes
 * announced meanwhile were missed, so its return counts as a change of everything: every page and read is dropped.
 */
export const listenForContentChanges = (
  connectionString: string,
  log: StateLog,
): { stop: () => Promise<void> } => {
  let stopped = false
  // Attempts failed in a row, and whether pages may have missed a change (a loss, or a start without the database).
  let failures = 0
  let outage = false
  const connect = async (): Promise<void> => {
    if (stopped) return
    let lostReason: string | undefined
    try {
      const connection = await openWatchedConnection({
        connectionString,
        name: 'content changes',
        onLost: (reason) => {
          lostReason = reason
          if (listening.connection !== connection) return
          enter('reconnecting')
          listening.connection = undefined
          listening.state.losses += 1
          outage = true
          log.warn(`Content changes: the LISTEN connection was lost (${reason}); reconnecting`)
          retry()
        },
      })
      connection.client.on('notification', (message) => changes.emit('change', message.payload ?? ''))
      await connection.client.query(`LISTEN ${CONTENT_CHANGES_CHANNEL}`)
      if (stopped || lostReason) {
        await connection.close()
        throw new Error(lostReason ?? 'stopped')
      }
      listening.connection = connection
      failures = 0
      enter('connected')
      if (!outage) {
        log.info('Content changes: listening')
        return
      }
      outage = false
      log.info('Content changes: listening again; every page and read marked stale')
      changes.emit('change', '*')
    } catch (error) {
      if (stopped) return
      if (!outage) {
        outage = true
        log.warn(
          `Content changes: cannot listen (${error instanceof Error ? error.message : String(error)}); retrying`,
        )
      }
      failures += 1
      retry()
    }
  }
  const retry = () => {
    if (!stopped) setTimeout(() => void connect(), reconnectDelay(failures)).unref()
  }
  enter('reconnecting')
  void connect()
  return {
    stop: async () => {
      stopped = true
      const { connection } = listening
      enter('off')
      listening.connection = undefined
      await connection?.close()
    },
  }
}
