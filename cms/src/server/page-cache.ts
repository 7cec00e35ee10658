import { createHash } from 'node:crypto'

export type CachedPage = { status: number; html: string; etag: string; storedAt: number }

type PageCacheOptions = { maxEntries: number; ttlMs: number; now?: () => number }

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
      const page = {
        status,
        html,
        etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
        storedAt: now(),
      }
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
