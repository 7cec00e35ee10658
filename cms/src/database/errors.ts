/**
 * What a failed database call means for the answer: the database is out of reach (503, try again), or it refused
 * a value it cannot store (400, the request's fault). Drizzle wraps the driver's error, so the causes are read too.
 */

type DriverError = { code?: unknown; syscall?: unknown; message?: unknown; cause?: unknown }

/** The error and the errors it wraps, innermost last. */
const causes = (error: unknown): DriverError[] => {
  const chain: DriverError[] = []
  for (let current = error; current && typeof current === 'object' && chain.length < 10;) {
    chain.push(current as DriverError)
    current = (current as DriverError).cause
  }
  return chain
}

/** Sockets that would not open or broke, as Node reports them. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'])

/**
 * SQLSTATEs of a server that is going away, starting up or full: 57P01-57P03, 53300 (too many connections) and
 * 55000 (object not in prerequisite state: a server in recovery or a standby, refusing what it cannot do yet).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '55000'])

/** node-postgres reports a lost connection or an exhausted pool by message alone. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
]

export const isDatabaseUnavailable = (error: unknown): boolean =>
  causes(error).some(({ code, syscall, message }) => {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code))) return true
    // The embedded cluster's Unix socket, gone while it is stopped (a missing file elsewhere is no outage).
    if (code === 'ENOENT' && syscall === 'connect') return true
    // Class 08: connection exceptions.
    if (typeof code === 'string' && code.startsWith('08')) return true
    return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.includes(known))
  })

/**
 * SQLSTATE class 22 (data exception): a value the column or the encoding cannot hold, such as a NUL character, a
 * malformed UUID or a number out of range. Always the request's fault, never the server's.
 */
export const isUnstorableValue = (error: unknown): boolean =>
  causes(error).some(({ code }) => typeof code === 'string' && code.startsWith('22'))
