import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { createPageCache } from './page-cache'

describe('createPageCache', () => {
  it('answers what was stored, with a strong ETag of the HTML', () => {
    const cache = createPageCache({ maxEntries: 10, ttlMs: 1000, staleMs: 5000 })
    const stored = cache.set('/services', 200, '<p>Services</p>')
    expect(cache.get('/services')).toEqual({ page: stored, fresh: true })
    expect(stored.etag).toMatch(/^"[\w-]{27}"$/)
    expect(cache.set('/other', 200, '<p>Services</p>').etag).toBe(stored.etag)
    expect(cache.set('/changed', 200, '<p>Changed</p>').etag).not.toBe(stored.etag)
  })

  it('keeps a page past its time to live as a stale copy, and forgets it after the stale window', () => {
    let clock = 0
    const cache = createPageCache({ maxEntries: 10, ttlMs: 1000, staleMs: 5000, now: () => clock })
    cache.set('/', 200, 'home')
    clock = 1000
    expect(cache.get('/')).toMatchObject({ fresh: true, page: { html: 'home' } })
    clock = 1001
    expect(cache.get('/')).toMatchObject({ fresh: false, page: { html: 'home' } })
    clock = 6000
    expect(cache.get('/')?.fresh).toBe(false)
    clock = 6001
    expect(cache.get('/')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('a content change makes every page stale but keeps it, until it is rendered again', () => {
    let clock = 0
    const cache = createPageCache({ maxEntries: 10, ttlMs: 1000, staleMs: 5000, now: () => clock })
    cache.set('/a', 200, 'a')
    cache.set('/b', 200, 'b')
    cache.markAllStale()
    expect(cache.get('/a')).toMatchObject({ fresh: false, page: { html: 'a' } })
    expect(cache.get('/b')).toMatchObject({ fresh: false, page: { html: 'b' } })
    cache.set('/a', 200, 'a, edited')
    expect(cache.get('/a')).toMatchObject({ fresh: true, page: { html: 'a, edited' } })
    expect(cache.get('/b')?.fresh).toBe(false)
    // Stale from its storage, not from the change: the window does not restart.
    clock = 6001
    expect(cache.get('/b')).toBeUndefined()
  })

  it('stores a page whose render began before a content change as stale already', () => {
    const cache = createPageCache({ maxEntries: 10, ttlMs: 1000, staleMs: 5000 })
    const renderedIn = cache.generation
    // The change commits while the page is being rendered from the data before it.
    cache.markAllStale()
    cache.set('/services', 200, 'before the change', renderedIn)
    expect(cache.get('/services')).toMatchObject({ fresh: false, page: { html: 'before the change' } })
    cache.set('/services', 200, 'after the change', cache.generation)
    expect(cache.get('/services')?.fresh).toBe(true)
  })

  it('drops the least recently used page when full, fresh or stale', () => {
    let clock = 0
    const cache = createPageCache({ maxEntries: 2, ttlMs: 1000, staleMs: 5000, now: () => clock })
    cache.set('/a', 200, 'a')
    cache.set('/b', 200, 'b')
    cache.get('/a')
    cache.set('/c', 200, 'c')
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.get('/a')?.page.html).toBe('a')
    expect(cache.get('/c')?.page.html).toBe('c')
    clock = 2000
    cache.set('/d', 200, 'd')
    expect(cache.size).toBe(2)
    expect(cache.get('/a')).toBeUndefined()
  })

  it('keeps at most maxChars of HTML, dropping the least recently used first', () => {
    const cache = createPageCache({ maxEntries: 100, maxChars: 25, ttlMs: 1000, staleMs: 5000 })
    cache.set('/a', 200, 'a'.repeat(10))
    cache.set('/b', 200, 'b'.repeat(10))
    cache.get('/a')
    cache.set('/c', 200, 'c'.repeat(10))
    expect([cache.get('/a')?.page.html.length, cache.get('/b'), cache.get('/c')?.page.html.length]).toEqual([
      10,
      undefined,
      10,
    ])
    expect(cache.chars).toBe(20)
    cache.set('/a', 200, 'a'.repeat(5))
    expect(cache.chars).toBe(15)
    // One page larger than the whole allowance is still kept, alone.
    cache.set('/huge', 200, 'h'.repeat(40))
    expect([cache.size, cache.chars]).toEqual([1, 40])
  })

  it('keeps each compressed variant once, and it decodes to the page', () => {
    const cache = createPageCache({ maxEntries: 2, ttlMs: 1000, staleMs: 5000 })
    const html = `<main>${'<p>Kitchen remodeling in Miami</p>'.repeat(200)}</main>`
    const page = cache.set('/a', 200, html)
    const br = page.encoded('br')
    expect(br.length).toBeLessThan(html.length / 10)
    expect(brotliDecompressSync(br).toString()).toBe(html)
    expect(gunzipSync(page.encoded('gzip')).toString()).toBe(html)
    expect(page.encoded('br')).toBe(br)
  })
})
