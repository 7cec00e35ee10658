import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'

import { metricsListenerFrom, type MetricsEnvironment, type MetricsListener } from './metrics-listener'
import { readMetrics } from './read-metrics'

/**
 * `GET /metrics` on a port of its own, for a Prometheus scraper, which has no session: the process's figures with no
 * sign-in, so it listens on the loopback address unless METRICS_HOST says otherwise (a private network in front).
 * The web copies serve the same to signed-in staff at /api/admin/metrics; a worker has only this one.
 */
export const serveMetrics = async (
  payload: Payload,
  { port, host }: MetricsListener,
): Promise<{ server: Server; url: string }> => {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://metrics').pathname
    if (path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: the metrics are at /metrics\n')
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Use GET\n')
      return
    }
    readMetrics(payload).then(
      ({ contentType, body }) =>
        res
          .writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' })
          .end(req.method === 'HEAD' ? undefined : body),
      (error: unknown) => {
        payload.logger.error({ msg: 'Reading the metrics failed', err: error })
        res
          .writeHead(500, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' })
          .end('Metrics failed\n')
      },
    )
  })
  // A scrape never keeps the process running: it stops when its real work does.
  server.unref()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return { server, url: `http://${shownHost}:${address.port}/metrics` }
}

/** Serves the metrics on METRICS_PORT when it is set, and says where. */
export const serveMetricsIfAsked = async (
  payload: Payload,
  env: MetricsEnvironment,
  log: (message: string) => void,
): Promise<void> => {
  const listener = metricsListenerFrom(env)
  if (!listener) return
  const { url } = await serveMetrics(payload, listener)
  log(`Metrics for Prometheus on ${url}`)
}
