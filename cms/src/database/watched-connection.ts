import { setTimeout as delay } from 'node:timers/promises'

import pg from 'pg'

/** How often a watched connection is asked `SELECT 1`. */
export const KEEPALIVE_INTERVAL_MS = 1000
/** How long its answer may take before the connection counts as lost. */
export const KEEPALIVE_TIMEOUT_MS = 2000
/** How long opening it may take (a database host that swallows packets would otherwise hang the connect). */
const CONNECT_TIMEOUT_MS = 5000
/** How long a clean close (PostgreSQL's Terminate message) may take before the socket is simply destroyed. */
const CLOSE_MS = 1000

/** The lines a watched connection's owner logs about its state, one per change. */
export type StateLog = { info: (message: string) => void; warn: (message: string) => void }

export type WatchedConnection = {
  client: pg.Client
  /** When the connection last answered a keepalive (or opened), in ms since the epoch. */
  lastAnswerAt: () => number
  /** Closes it on purpose: `onLost` is not called. */
  close: () => Promise<void>
}

/**
 * A connection of its own (not the pool's) for state that lives as long as the connection does: a LISTEN, an
 * advisory lock. Such a connection is otherwise idle, so one that goes quiet without closing (its backend paused,
 * a network path dropped silently) would never be noticed. It is asked a keepalive query every second; no answer
 * within KEEPALIVE_TIMEOUT_MS, an error or its end destroys it and calls `onLost` once with the reason.
 */
export const openWatchedConnection = async ({
  connectionString,
  name,
  onLost,
}: {
  connectionString: string
  /** Its `application_name`, so pg_stat_activity says which connection is which. */
  name: string
  onLost: (reason: string) => void
}): Promise<WatchedConnection> => {
  const client = new pg.Client({
    connectionString,
    application_name: name,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // The kernel's own probe, for a peer gone between keepalives and while a query of ours is in flight.
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_INTERVAL_MS,
  })
  let lastAnswerAt = Date.now()
  let opened = false
  let closed = false
  let waiting = false
  let ticker: NodeJS.Timeout | undefined
  let deadline: NodeJS.Timeout | undefined
  const stop = () => {
    closed = true
    clearInterval(ticker)
    clearTimeout(deadline)
  }
  // While it opens, a loss fails the open itself (the pending connect or query rejects); after, the owner hears it.
  const lose = (reason: string) => {
    if (closed) return
    stop()
    client.connection.stream.destroy()
    if (opened) onLost(reason)
  }
  const askKeepalive = () => {
    if (waiting) return
    waiting = true
    // Checked after the event loop's pending input is read: a loop that was itself blocked for the whole timeout
    // finds the answer waiting there, and that is not a lost connection.
    deadline = setTimeout(
      () => setImmediate(() => waiting && lose(`no answer to a keepalive within ${KEEPALIVE_TIMEOUT_MS} ms`)),
      KEEPALIVE_TIMEOUT_MS,
    ).unref()
    client.query('SELECT 1').then(
      () => {
        waiting = false
        clearTimeout(deadline)
        lastAnswerAt = Date.now()
      },
      (error: Error) => lose(error.message),
    )
  }
  client.on('error', (error) => lose(error.message))
  client.on('end', () => lose('the connection closed'))
  try {
    await client.connect()
    ticker = setInterval(askKeepalive, KEEPALIVE_INTERVAL_MS).unref()
    // The server's probe as well: a client gone silently (its host down) then frees what this connection holds,
    // an advisory lock above all, within about half a minute instead of the system's default two hours.
    await client.query(
      'SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 5; SET tcp_keepalives_count = 3',
    )
    lastAnswerAt = Date.now()
    opened = true
  } catch (error) {
    stop()
    client.connection.stream.destroy()
    throw error
  }
  return {
    client,
    lastAnswerAt: () => lastAnswerAt,
    close: async () => {
      stop()
      await Promise.race([client.end().catch(() => {}), delay(CLOSE_MS, undefined, { ref: false })])
      client.connection.stream.destroy()
    },
  }
}
