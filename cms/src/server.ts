/**
 * The composition root: database → migrations → seed when empty (the release step, one copy at a time) →
 * Payload/Next → Express on one port.
 * Started by `npm start` (production build) and `npm run dev`.
 */
import { environment } from './runtime/load-environment'
import type { Server } from 'node:http'

import { poolOf } from './database/pool'
import { listenForContentChanges } from './runtime/content-changes'
import { seedIfEmpty } from './runtime/release'
import { startPayload } from './runtime/start-payload'
import { staffAccount } from './runtime/staff-account'
import { createApp } from './server/app'
import { shutdownOnSignals } from './server/shutdown'

const log = (message: string) => console.log(`[server] ${message}`)
const dev = process.env.NODE_ENV === 'development'
const port = Number(process.env.PORT ?? 3000)

const main = async () => {
  const started = Date.now()
  const runtime = await startPayload(environment, log, { runJobs: true })
  await seedIfEmpty(runtime.payload, { staff: staffAccount(runtime.embedded), log })
  // Content changed by any copy drops this copy's rendered pages (server/render-page.ts).
  listenForContentChanges(poolOf(runtime.payload).options.connectionString ?? '', log)
  // `shutdown` is set in the same task as listen(), before any request can ask /readyz.
  const app = await createApp({ runtime, dev, port, isDraining: () => shutdown.isDraining() })
  const server: Server = app.listen(port, process.env.HOST ?? '::', () => {
    log(`Ready on http://localhost:${port} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  })
  const shutdown = shutdownOnSignals({ server, runtime, log })
}

// No top-level await: Node 20 can deadlock dynamic imports (Next's) made while the entry module is still evaluating.
main().catch((error: unknown) => {
  console.error('[server] Failed to start:', error)
  process.exit(1)
})
