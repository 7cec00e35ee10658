import autocannon from 'autocannon'

import { round } from './stats'

export type Target = {
  name: string
  path: string
  method?: 'GET' | 'POST'
  /** A fresh body for each request (e.g. a new idempotency key). */
  body?: () => unknown
}

export type ThroughputResult = {
  name: string
  connections: number
  durationS: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  non2xx: number
  /** requests per second as a share of the static file's, at the same number of connections */
  ratioToStatic?: number
}

export const measure = async (
  baseUrl: string,
  target: Target,
  connections: number,
  durationS: number,
): Promise<ThroughputResult> => {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    connections,
    duration: durationS,
    requests: [
      {
        method: target.method ?? 'GET',
        headers: target.body ? { 'content-type': 'application/json' } : {},
        setupRequest: (request) =>
          target.body ? { ...request, body: JSON.stringify(target.body()) } : request,
      },
    ],
  })
  return {
    name: target.name,
    connections,
    durationS,
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}
