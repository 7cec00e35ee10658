import { createHash } from 'node:crypto'

import type { ApiFetch } from '../contracts/server-render'
import { metrics } from '../metrics/process-metrics'
import { singleFlight } from './single-flight'

/** An API answer as it is kept: what the renderer and a REST client read of it, and its entity tag. */
export type ReadAnswer = {
  status: number
  contentType: string
  /** The answer's own Cache-Control (none for a shareable read). */
  cacheControl: string | undefined
  body: string
  etag: string
}
type Kept = { answer: ReadAnswer; storedAt: number; generation: number }

type ReadMemoOptions = {
  maxEntries: number
  /** The most characters of answers kept at once: every query string is an address of its own. */
  maxChars?: number
  /** How long an answer is used as it is, should a copy miss a change's notification. */
  ttlMs: number
  now?: () => number
}

export type ReadMemo = {
  /** The API, with anonymous reads answered from the memo. */
  fetchApi: ApiFetch
  /** An anonymous read's answer, kept or read now. */
  read: (path: string, init: RequestInit) => Promise<ReadAnswer>
  /** Content changed: nothing read before is used again. */
  clear: () => void
}

const toResponse = ({ status, contentType, cacheControl, body }: ReadAnswer): Response =>
  new Response(body, {
    status,
    headers: { 'Content-Type': contentType, ...(cacheControl ? { 'Cache-Control': cacheControl } : {}) },
  })

/** A read that may be shared: no credentials (a preview reads as its one person), and nothing but a GET. */
export const isAnonymousRead = (init: RequestInit): boolean =>
  (init.method ?? 'GET').toUpperCase() === 'GET' && !new Headers(init.headers).has('authorization')

/** An answer the API lets caches keep and share (not one person's, like a homeowner's request page). */
const isShareable = (cacheControl: string | undefined): boolean =>
  !/\b(no-store|private|no-cache)\b/i.test(cacheControl ?? '')

/**
 * The API's anonymous reads, kept until content changes: every page shows the site settings and the list of
 * services, a page asked for under another address (a campaign's `?utm_source=`) reads again what it read before,
 * and REST clients ask for the same lists. Only successful answers are kept; reads of one address at the same moment
 * make one call; an answer read before a change is not kept after it (its generation has passed).
 */
export const memoizeReads = (
  fetchApi: ApiFetch,
  { maxEntries, maxChars = Number.POSITIVE_INFINITY, ttlMs, now = Date.now }: ReadMemoOptions,
): ReadMemo => {
  let generation = 0
  const kept = new Map<string, Kept>()
  let chars = 0
  const reading = singleFlight<ReadAnswer>()

  const remove = (path: string) => {
    const entry = kept.get(path)
    if (!entry) return
    chars -= entry.answer.body.length
    kept.delete(path)
  }

  const keep = (path: string, entry: Kept) => {
    remove(path)
    kept.set(path, entry)
    chars += entry.answer.body.length
    // Most recently used last: the Map's first key is the one to drop.
    while (kept.size > maxEntries || chars > maxChars) {
      const oldest = kept.keys().next().value
      if (oldest === undefined) break
      remove(oldest)
    }
  }

  const readNow = async (path: string, init: RequestInit, startedIn: number): Promise<ReadAnswer> => {
    const response = await fetchApi(path, init)
    const body = await response.text()
    const answer: ReadAnswer = {
      status: response.status,
      // What the renderer reads of an answer besides its body.
      contentType: response.headers.get('content-type') ?? 'application/json',
      cacheControl: response.headers.get('cache-control') ?? undefined,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    }
    if (response.ok && isShareable(answer.cacheControl) && startedIn === generation)
      keep(path, { answer, storedAt: now(), generation: startedIn })
    return answer
  }

  const read = async (path: string, init: RequestInit): Promise<ReadAnswer> => {
    const entry = kept.get(path)
    if (entry && entry.generation === generation && now() - entry.storedAt <= ttlMs) {
      keep(path, entry)
      metrics.readMemoReads.inc({ result: 'hit' })
      return entry.answer
    }
    metrics.readMemoReads.inc({ result: 'miss' })
    const startedIn = generation
    return (await reading(`${startedIn} ${path}`, () => readNow(path, init, startedIn))).result
  }

  return {
    fetchApi: async (path, init) =>
      isAnonymousRead(init) ? toResponse(await read(path, init)) : fetchApi(path, init),
    read,
    clear: () => {
      generation += 1
      kept.clear()
      chars = 0
    },
  }
}
