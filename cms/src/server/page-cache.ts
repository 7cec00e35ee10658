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

type PageCacheOptions = { maxEntries: number; ttlMs: number; now?: () => number }

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
 * Rendered public pages, newest use last (an LRU in a Map's insertion order), each kept at most `ttlMs`: the bound
 * on how stale a page can be in a process that did not see the change itself (DESIGN §10, several copies).
 */
export const createPageCache = ({ maxEntries, ttlMs, now = Date.now }: PageCacheOptions) => {
  const pages = new Map<string, CachedPage>()
  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key)
      if (!page) return undefined
      pages.delete(key)
      if (now() - page.storedAt > ttlMs) return undefined
      pages.set(key, page)
      return page
    },
    set(key: string, status: number, html: string): CachedPage {
      const page = cachedPage(status, html, now())
      pages.delete(key)
      pages.set(key, page)
      if (pages.size > maxEntries) {
        const oldest = pages.keys().next().value
        if (oldest !== undefined) pages.delete(oldest)
      }
      return page
    },
    clear(): void {
      pages.clear()
    },
    get size(): number {
      return pages.size
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
