import { readMetrics } from '../metrics/read-metrics'
import { staffEndpoint } from './staff-only'

/**
 * GET /api/admin/metrics: this copy's metrics in the Prometheus text format, for staff looking by hand. A scraper,
 * which has no session, reads the same on METRICS_PORT (metrics/metrics-server.ts).
 */
export const metricsEndpoint = staffEndpoint({
  path: '/admin/metrics',
  what: 'the metrics',
  handler: async (req) => {
    const { contentType, body } = await readMetrics(req.payload)
    return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } })
  },
})
