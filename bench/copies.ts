import { measure, type Target, type ThroughputResult } from './throughput'
import { round } from './stats'

export type CopiesResult = {
  name: string
  connections: number
  oneCopy: number
  twoCopies: number
  /** Requests per second through both copies as a multiple of one copy's. */
  ratio: number
  twoCopiesP99Ms: number
  twoCopiesNon2xx: number
}

/** One target through several copies at once, the connections shared out evenly: the sum of what each served. */
const measureSpread = async (
  urls: string[],
  target: Target,
  connections: number,
  durationS: number,
): Promise<ThroughputResult> => {
  const parts = await Promise.all(
    urls.map((url) => measure(url, target, Math.ceil(connections / urls.length), durationS)),
  )
  return {
    name: target.name,
    connections,
    durationS,
    requestsPerSecond: round(parts.reduce((sum, part) => sum + part.requestsPerSecond, 0)),
    p50Ms: Math.max(...parts.map((part) => part.p50Ms)),
    p99Ms: Math.max(...parts.map((part) => part.p99Ms)),
    errors: parts.reduce((sum, part) => sum + part.errors, 0),
    non2xx: parts.reduce((sum, part) => sum + part.non2xx, 0),
  }
}

/**
 * Each target through one copy, then through two on the same database, at the same total connections. The load
 * generator and both copies share this machine's cores, so the ratio says what a second copy adds here, not on
 * machines of their own.
 */
export const measureCopies = async (
  urls: [string, string],
  targets: Target[],
  connections: number,
  durationS: number,
): Promise<CopiesResult[]> => {
  const results: CopiesResult[] = []
  for (const target of targets) {
    const one = await measure(urls[0], target, connections, durationS)
    const two = await measureSpread(urls, target, connections, durationS)
    results.push({
      name: target.name,
      connections,
      oneCopy: one.requestsPerSecond,
      twoCopies: two.requestsPerSecond,
      ratio: round(two.requestsPerSecond / one.requestsPerSecond, 2),
      twoCopiesP99Ms: two.p99Ms,
      twoCopiesNon2xx: two.non2xx,
    })
  }
  return results
}
