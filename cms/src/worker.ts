/**
 * `npm run worker`: sends the queued emails without serving HTTP, for web copies started with JOBS=off. Run as many
 * as the mail needs: each email is claimed by one worker (email/queue/email-worker.ts). It needs DATABASE_URL: an
 * embedded PostgreSQL belongs to the one server that started it.
 */
import { loadEnvironment } from './runtime/environment'
import { heartbeatFile, startHeartbeat } from './runtime/heartbeat'
import { serveMetricsIfAsked } from './metrics/metrics-server'
import { startPayload, stopPayload } from './runtime/start-payload'

const log = (message: string) => console.log(`[worker] ${message}`)

const main = async () => {
  const environment = loadEnvironment()
  if (environment.embedded) {
    console.error('[worker] Set DATABASE_URL: the worker shares the database the servers use.')
    process.exit(1)
  }
  const runtime = await startPayload(environment, log, { sendEmails: true })
  // Its liveness, for `npm run worker:health`: written before the worker says it runs.
  const heartbeat = await startHeartbeat(heartbeatFile(environment.config), log)
  await serveMetricsIfAsked(runtime.payload, environment.config, log)
  log('Sending the queued emails')
  const stop = async (signal: NodeJS.Signals) => {
    log(`${signal}: stopping`)
    heartbeat.stop()
    // Finishes the email being sent, then closes the pool; one cut short is taken back when its claim runs out.
    await stopPayload(runtime)
    log('Stopped')
    process.exit(0)
  }
  process.once('SIGINT', (signal) => void stop(signal))
  process.once('SIGTERM', (signal) => void stop(signal))
}

main().catch((error: unknown) => {
  console.error('[worker] Failed to start:', error)
  process.exit(1)
})
