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
  /**
   * The most HTML kept, in characters, whatever the number of pages: every address is a page of its own (a
   * `?utm_source=` or a bot's made-up query string too), and a page is 17,000 to 58,000 characters.
   */
  maxChars?: number
  /** How long a page is served as it is. */
  ttlMs: number
  /** How long a page is kept past that, to stand in for a render that fails (stale-if-error). */
  staleMs: number
  now?: () => number
}

/** A page as the cache has it: `fresh` to serve as it is, or only a stand-in for a failed render. */
export type CachedLookup = { page: CachedPage; fresh: boolean }

// Each uncached render is compressed once, on the cores that render, so at the quality where brotli stays fast:
// higher qualities save little more and cost more CPU a page than the render (docs/decisions/0005-page-cache.md).
// The page is then served from the cache as it was compressed.
const BROTLI_QUALITY = 3

/**
 * The smallest window that holds the whole page (brotli's default is 4 MB): the same output, and each compression's
 * working memory is a few hundred KB instead of several MB, which V8 counts towards its next collection.
 */
const windowBitsFor = (bytes: number): number =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes))),
  )

/**
 * On the thread that rendered the page: on libuv's thread pool the same compression cost twice the CPU
 * (docs/decisions/0005-page-cache.md). A copy runs per core, so there is no idle core for the pool to use.
 */
const compress: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(body.length),
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
}

const cachedPage = (status: number, html: string, storedAt: number): CachedPage => {
  const variants = new Map<Encoding, Buffer>()
  return {
    status,
    html,
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    storedAt,
    encoded: (encoding) => {
      let variant = variants.get(encoding)
      if (!variant) {
        variant = compress[encoding](Buffer.from(html))
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
export const createPageCache = ({
  maxEntries,
  maxChars = Number.POSITIVE_INFINITY,
  ttlMs,
  staleMs,
  now = Date.now,
}: PageCacheOptions) => {
  // A content change moves to the next generation: pages of an earlier one are stale, however young.
  let generation = 0
  const pages = new Map<string, { page: CachedPage; generation: number }>()
  let chars = 0
  const remove = (key: string) => {
    const entry = pages.get(key)
    if (!entry) return
    pages.delete(key)
    chars -= entry.page.html.length
  }
  return {
    get(key: string): CachedLookup | undefined {
      const entry = pages.get(key)
      if (!entry) return undefined
      remove(key)
      const age = now() - entry.page.storedAt
      if (age > ttlMs + staleMs) return undefined
      pages.set(key, entry)
      chars += entry.page.html.length
      return { page: entry.page, fresh: age <= ttlMs && entry.generation === generation }
    },
    /**
     * `renderedIn` is the generation the render started in: a page rendered from data a change has since replaced
     * is stored already stale.
     */
    set(key: string, status: number, html: string, renderedIn = generation): CachedPage {
      const page = cachedPage(status, html, now())
      remove(key)
      pages.set(key, { page, generation: renderedIn })
      chars += html.length
      // The least recently used go first; the page just stored stays, however large.
      while (pages.size > 1 && (pages.size > maxEntries || chars > maxChars)) {
        const oldest = pages.keys().next().value
        if (oldest === undefined) break
        remove(oldest)
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
    /** The HTML kept, in characters. */
    get chars(): number {
      return chars
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
