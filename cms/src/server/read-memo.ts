import type { ApiFetch } from '../contracts/server-render'
import { singleFlight } from './single-flight'

type Answer = { status: number; contentType: string; body: string }
type Kept = { answer: Answer; storedAt: number; generation: number }

type ReadMemoOptions = {
  maxEntries: number
  /** How long an answer is used as it is, should a copy miss a change's notification. */
  ttlMs: number
  now?: () => number
}

const toResponse = ({ status, contentType, body }: Answer): Response =>
  new Response(body, { status, headers: { 'Content-Type': contentType } })

/** A read that may be shared: no credentials (a preview reads as its one person), and nothing but a GET. */
const isAnonymousRead = (init: RequestInit): boolean =>
  (init.method ?? 'GET').toUpperCase() === 'GET' && !new Headers(init.headers).has('authorization')

/** An answer the API lets caches keep and share (not one person's, like a homeowner's request page). */
const isShareable = (response: Response): boolean =>
  !/\b(no-store|private|no-cache)\b/i.test(response.headers.get('cache-control') ?? '')

/**
 * The API's answers to the page renderer's anonymous reads, kept until content changes: every page shows the site
 * settings and the list of services, and a page asked for under another address (a campaign's `?utm_source=`)
 * reads again what it read before. Only successful answers are kept; reads of one address at the same moment make
 * one call; an answer read before a change is not kept after it (its generation has passed).
 */
export const memoizeReads = (
  fetchApi: ApiFetch,
  { maxEntries, ttlMs, now = Date.now }: ReadMemoOptions,
): { fetchApi: ApiFetch; clear: () => void } => {
  let generation = 0
  const kept = new Map<string, Kept>()
  const reading = singleFlight<Answer>()

  const read = async (path: string, init: RequestInit, startedIn: number): Promise<Answer> => {
    const response = await fetchApi(path, init)
    const answer: Answer = {
      status: response.status,
      // What the renderer reads of an answer besides its body.
      contentType: response.headers.get('content-type') ?? 'application/json',
      body: await response.text(),
    }
    if (response.ok && isShareable(response) && startedIn === generation) {
      kept.set(path, { answer, storedAt: now(), generation: startedIn })
      if (kept.size > maxEntries) {
        const oldest = kept.keys().next().value
        if (oldest !== undefined) kept.delete(oldest)
      }
    }
    return answer
  }

  return {
    fetchApi: async (path, init) => {
      if (!isAnonymousRead(init)) return fetchApi(path, init)
      const entry = kept.get(path)
      if (entry && entry.generation === generation && now() - entry.storedAt <= ttlMs) {
        // Most recently used last: the Map's first key is the one to drop.
        kept.delete(path)
        kept.set(path, entry)
        return toResponse(entry.answer)
      }
      const startedIn = generation
      return toResponse(await reading(`${startedIn} ${path}`, () => read(path, init, startedIn)).result)
    },
    /** Content changed: nothing read before is used again. */
    clear: () => {
      generation += 1
      kept.clear()
    },
  }
}
