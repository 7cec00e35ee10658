/**
 * The server's start: database → migrations → the caller's preparation (the seed, from the composition root in
 * scripts/server.ts, so that cms/ does not depend on seed/) → Payload/Next → Express on one port.
 */
import type { Server } from 'node:http'

import { poolOf } from '../database/pool'
import { serveMetricsIfAsked } from '../metrics/metrics-server'
import { registerGauge } from '../metrics/process-metrics'
import { contentChangesListenState, listenForContentChanges } from '../runtime/content-changes'
import type { Environment } from '../runtime/environment'
import { startPayload, type Runtime } from '../runtime/start-payload'
import { createApp } from './app'
import { createHttpServer } from './http-server'
import { shutdownOnSignals } from './shutdown'
import { warmUpApiRoute } from './warm-up'

export type StartOptions = {
  environment: Environment
  /** Runs once the database is migrated, before the server listens. */
  prepare: (runtime: Runtime, log: (message: string) => void) => Promise<void>
}

const log = (message: string) => console.log(`[server] ${message}`)

export const startServer = async ({ environment, prepare }: StartOptions): Promise<void> => {
  const started = Date.now()
  const { config } = environment
  const dev = config.NODE_ENV === 'development'
  const port = config.PORT
  const runtime = await startPayload(environment, log, { sendEmails: true })
  await prepare(runtime, log)
  await serveMetricsIfAsked(runtime.payload, config, log)
  // Content changed by any copy drops this copy's rendered pages (server/render-page.ts).
  listenForContentChanges(poolOf(runtime.payload).options.connectionString ?? '', runtime.payload.logger)
  registerGauge({
    name: 'ftp_content_listener_connected',
    help: 'Whether this copy is listening for content changes (0: reconnecting, its pages may be stale)',
    read: () => (contentChangesListenState().state === 'connected' ? 1 : 0),
  })
  registerGauge({
    name: 'ftp_content_listener_losses',
    help: 'How many times this copy lost its content-change connection and listened again',
    read: () => contentChangesListenState().losses,
  })
  // `shutdown` is set in the same task as listen(), before any request can ask /readyz.
  let warming = true
  const app = await createApp({
    runtime,
    dev,
    isDraining: () => shutdown.isDraining(),
    isWarming: () => warming,
  })
  const server: Server = createHttpServer(app).listen(port, config.HOST, () => {
    warmUpApiRoute(port)
      .catch((error: unknown) =>
        console.error(`[server] Warming up failed; the first visitors will wait instead: ${String(error)}`),
      )
      .finally(() => {
        warming = false
        log(`Ready on http://localhost:${port} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      })
  })
  const shutdown = shutdownOnSignals({ server, runtime, log, delayMs: config.SHUTDOWN_DELAY_MS })
}
