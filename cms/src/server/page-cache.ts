import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

export type CachedPage = {
  status: number
  html: string
  etag: string
  storedAt: number
  /** The page's bytes in a content encoding, compressed on first ask and kept with the page. */
  encoded: (encoding: Encoding) => Buffer
}

type PageCacheOptions = {
  maxEntries: number
  /** How long a page is served as it is. */
  ttlMs: number
  /** How long a page is kept past that, to stand in for a render that fails (stale-if-error). */
  staleMs: number
  now?: () => number
}

/** A page as the cache has it: `fresh` to serve as it is, or only a stand-in for a failed render. */
export type CachedLookup = { page: CachedPage; fresh: boolean }

// Brotli's middle quality: within a few percent of the best on HTML at a small part of its cost.
const BROTLI_QUALITY = 6

const compress: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
}

const cachedPage = (status: number, html: string, storedAt: number): CachedPage => {
  const body = Buffer.from(html)
  const variants = new Map<Encoding, Buffer>()
  return {
    status,
    html,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    storedAt,
    encoded: (encoding) => {
      let variant = variants.get(encoding)
      if (!variant) {
        variant = compress[encoding](body)
        variants.set(encoding, variant)
      }
      return variant
    },
  }
}

/**
 * Rendered public pages, newest use last (an LRU in a Map's insertion order). Each is fresh for `ttlMs`: the bound
 * on how stale a page can be should a copy miss a change's notification (runtime/content-changes.ts). After
 * that, or once content changes, it is kept `staleMs` more as the last good render, for when the database is down.
 */
export const createPageCache = ({ maxEntries, ttlMs, staleMs, now = Date.now }: PageCacheOptions) => {
  // A content change moves to the next generation: pages of an earlier one are stale, however young.
  let generation = 0
  const pages = new Map<string, { page: CachedPage; generation: number }>()
  return {
    get(key: string): CachedLookup | undefined {
      const entry = pages.get(key)
      if (!entry) return undefined
      pages.delete(key)
      const age = now() - entry.page.storedAt
      if (age > ttlMs + staleMs) return undefined
      pages.set(key, entry)
      return { page: entry.page, fresh: age <= ttlMs && entry.generation === generation }
    },
    /**
     * `renderedIn` is the generation the render started in: a page rendered from data a change has since replaced
     * is stored already stale.
     */
    set(key: string, status: number, html: string, renderedIn = generation): CachedPage {
      const page = cachedPage(status, html, now())
      pages.delete(key)
      pages.set(key, { page, generation: renderedIn })
      if (pages.size > maxEntries) {
        const oldest = pages.keys().next().value
        if (oldest !== undefined) pages.delete(oldest)
      }
      return page
    },
    /** Content changed: every page must be rendered again, but stays at hand in case that render fails. */
    markAllStale(): void {
      generation += 1
    },
    get generation(): number {
      return generation
    },
    get size(): number {
      return pages.size
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
