import type { Server } from 'node:http'

import { stopPayload, type Runtime } from '../runtime/start-payload'

const DRAIN_MS = 10_000

/**
 * SIGINT/SIGTERM: say so on /readyz and keep serving for SHUTDOWN_DELAY_MS (behind a load balancer, long enough
 * for its health check to see it and send new requests elsewhere), then stop accepting connections, let in-flight
 * requests finish (bounded), close the pool, and stop an embedded PostgreSQL, so no orphan outlives the server.
 */
export const shutdownOnSignals = ({
  server,
  runtime,
  log,
  delayMs,
}: {
  server: Server
  runtime: Runtime
  log: (message: string) => void
  delayMs: number
}): { isDraining: () => boolean } => {
  let stopping = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log(`${signal}: shutting down`)
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    const drained = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    const forced = setTimeout(() => server.closeAllConnections(), DRAIN_MS)
    await drained
    clearTimeout(forced)
    await stopPayload(runtime)
    log('Stopped')
    process.exit(0)
  }
  process.on('SIGINT', (signal) => void shutdown(signal))
  process.on('SIGTERM', (signal) => void shutdown(signal))
  return { isDraining: () => stopping }
}
