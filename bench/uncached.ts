import autocannon from 'autocannon'
import pg from 'pg'

import { notifyContentChange } from './content-change'
import { median, percentile, round } from './stats'

export type UncachedResult = {
  path: string
  /** The first render after a content change, when every read goes to the database (median of a few changes). */
  afterChangeRenderMs: number
  /** Renders of the page under addresses the page cache has not got, one at a time (the server's Server-Timing). */
  renderP50Ms: number
  renderP95Ms: number
  /** Such renders a second with `connections` requests at once, through one copy. */
  connections: number
  pagesPerSecond: number
  p99Ms: number
  errors: number
  non2xx: number
  /**
   * The same through every copy the benchmark started (two: a copy per core of this machine, as behind a load
   * balancer), the connections shared out evenly: the sum of what each rendered.
   */
  allCopies: UncachedLoad & { copies: number }
  /** A flood of requests for one address nobody has rendered yet: how many renders answered them. */
  floodRequests: number
  floodRenders: number
}

const CONTENT_CHANGES = 5
/**
 * Changes announced and rendered before those measured. A copy that has served for a while has run each page's
 * reads from the database many times; this one has just started, and V8 optimises a path only after it has run it
 * a number of times (a page's first renders after a start are several times slower than its twentieth). The first
 * render after a start is the cold Lighthouse run's to measure.
 */
const CONTENT_CHANGES_WARM_UP = 15
const SEQUENTIAL_SAMPLES = 60
const FLOOD_REQUESTS = 200
const WARM_UP_S = 3
// As browsers ask: the rendered page is compressed on its way out, and that is part of its cost.
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' }

/**
 * A query string no page reads: the page cache keys pages by their whole address (a campaign's `?utm_source=`
 * makes a new one too), so the server renders the page again, reading what it reads through the API.
 */
const uncachedPath = (path: string, run: string, n: number) =>
  `${path}${path.includes('?') ? '&' : '?'}bench-uncached=${run}-${n}`

/**
 * The `render` entry of a response's Server-Timing, which the server sets on every page it renders (none when the
 * page came from its cache).
 */
const renderTiming = (response: Response): { ms: number; joined: boolean } | undefined => {
  const match = /render;dur=([\d.]+)(;desc="joined")?/.exec(response.headers.get('server-timing') ?? '')
  return match ? { ms: Number(match[1]), joined: Boolean(match[2]) } : undefined
}

const fetchPage = async (url: string): Promise<Response> => {
  const response = await fetch(url, { headers: BROWSER_HEADERS })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  await response.arrayBuffer()
  return response
}

const renderedMs = (response: Response): number => {
  const timing = renderTiming(response)
  if (!timing)
    throw new Error(`${response.url} was not rendered (X-Cache: ${response.headers.get('x-cache')})`)
  return timing.ms
}

type UncachedLoad = { pagesPerSecond: number; p99Ms: number; errors: number; non2xx: number }

/**
 * `connections` requests at once for `durationS`, shared out evenly over the copies, each for an address of the page
 * nobody has asked for yet: the renders a second of all of them.
 */
const loadUncached = async (
  baseUrls: readonly string[],
  path: string,
  run: string,
  connections: number,
  durationS: number,
): Promise<UncachedLoad> => {
  let counter = 0
  const loads = await Promise.all(
    baseUrls.map((baseUrl) =>
      autocannon({
        url: `${baseUrl}${path}`,
        connections: Math.ceil(connections / baseUrls.length),
        duration: durationS,
        requests: [
          {
            headers: BROWSER_HEADERS,
            setupRequest: (request) => ({ ...request, path: uncachedPath(path, run, (counter += 1)) }),
          },
        ],
      }),
    ),
  )
  return {
    pagesPerSecond: round(loads.reduce((sum, load) => sum + load.requests.average, 0)),
    p99Ms: Math.max(...loads.map((load) => load.latency.p99)),
    errors: loads.reduce((sum, load) => sum + load.errors + load.timeouts, 0),
    non2xx: loads.reduce((sum, load) => sum + load.non2xx, 0),
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The page's first render after content changed, announced as an editor's change is (runtime/content-changes.ts):
 * the page cache and the API reads it keeps are dropped, so every read goes to the database. The server hears the
 * announcement a moment later; until then the page is still a cache hit, and is asked again.
 */
const renderAfterChange = async (client: pg.Client, url: string): Promise<number> => {
  await notifyContentChange(client)
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const timing = renderTiming(await fetchPage(url))
    if (timing) return timing.ms
    await sleep(10)
  }
  throw new Error(`${url} was never rendered again after a content change`)
}

/**
 * Pages the server has not got in its page cache. Per page: its first render after a content change;
 * its renders one at a time under new addresses (the server's own Server-Timing, so the load generator's share of
 * the cores is not in it); as many of them a second as the first copy gives with `connections` at once, then as
 * all the copies give together; and a flood of requests for one unrendered address, counted by the renders that
 * answered it (a request that joined another's render says so, and one that came after it was answered from the
 * cache). All but the load through every copy ask the first copy.
 */
export const measureUncached = async (
  baseUrls: readonly [string, ...string[]],
  databaseUrl: string,
  paths: readonly string[],
  connections: number,
  durationS: number,
): Promise<UncachedResult[]> => {
  const [baseUrl] = baseUrls
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const results: UncachedResult[] = []
    for (const path of paths) {
      for (let change = 0; change < CONTENT_CHANGES_WARM_UP; change += 1)
        await renderAfterChange(client, `${baseUrl}${path}`)
      const afterChange: number[] = []
      for (let change = 0; change < CONTENT_CHANGES; change += 1)
        afterChange.push(await renderAfterChange(client, `${baseUrl}${path}`))

      const run = crypto.randomUUID().slice(0, 8)
      const renderMs: number[] = []
      for (let n = 0; n < SEQUENTIAL_SAMPLES; n += 1)
        renderMs.push(renderedMs(await fetchPage(`${baseUrl}${uncachedPath(path, `${run}-s`, n)}`)))

      // V8 runs code unoptimised at first, and a copy that has served a while has optimised it: every copy renders
      // the page under load first, so both figures are the copies' steady state. (Without it, the page measured
      // first was measured colder than the rest.)
      await loadUncached(baseUrls, path, `${run}-w`, connections, WARM_UP_S)
      const oneCopy = await loadUncached([baseUrl], path, `${run}-l`, connections, durationS)
      const allCopies = await loadUncached(baseUrls, path, `${run}-c`, connections, durationS)

      const floodUrl = `${baseUrl}${uncachedPath(path, `${run}-f`, 0)}`
      const flood = await Promise.all(Array.from({ length: FLOOD_REQUESTS }, () => fetchPage(floodUrl)))
      results.push({
        path,
        afterChangeRenderMs: round(median(afterChange)),
        renderP50Ms: round(percentile(renderMs, 50)),
        renderP95Ms: round(percentile(renderMs, 95)),
        connections,
        ...oneCopy,
        allCopies: { ...allCopies, copies: baseUrls.length },
        floodRequests: FLOOD_REQUESTS,
        floodRenders: flood.filter((response) => renderTiming(response)?.joined === false).length,
      })
    }
    return results
  } finally {
    await client.end()
  }
}
