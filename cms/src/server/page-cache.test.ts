import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { createPageCache } from './page-cache'

describe('createPageCache', () => {
  it('answers what was stored, with a strong ETag of the HTML', () => {
    const cache = createPageCache({ maxEntries: 10, ttlMs: 1000 })
    const stored = cache.set('/services', 200, '<p>Services</p>')
    expect(cache.get('/services')).toEqual(stored)
    expect(stored.etag).toMatch(/^"[\w-]{27}"$/)
    expect(cache.set('/other', 200, '<p>Services</p>').etag).toBe(stored.etag)
    expect(cache.set('/changed', 200, '<p>Changed</p>').etag).not.toBe(stored.etag)
  })

  it('forgets a page older than its time to live', () => {
    let clock = 0
    const cache = createPageCache({ maxEntries: 10, ttlMs: 1000, now: () => clock })
    cache.set('/', 200, 'home')
    clock = 1000
    expect(cache.get('/')?.html).toBe('home')
    clock = 1001
    expect(cache.get('/')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('drops the least recently used page when full', () => {
    const cache = createPageCache({ maxEntries: 2, ttlMs: 1000 })
    cache.set('/a', 200, 'a')
    cache.set('/b', 200, 'b')
    cache.get('/a')
    cache.set('/c', 200, 'c')
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.get('/a')?.html).toBe('a')
    expect(cache.get('/c')?.html).toBe('c')
  })

  it('keeps each compressed variant once, and it decodes to the page', () => {
    const cache = createPageCache({ maxEntries: 2, ttlMs: 1000 })
    const html = `<main>${'<p>Kitchen remodeling in Miami</p>'.repeat(200)}</main>`
    const page = cache.set('/a', 200, html)
    const br = page.encoded('br')
    expect(br.length).toBeLessThan(html.length / 10)
    expect(brotliDecompressSync(br).toString()).toBe(html)
    expect(gunzipSync(page.encoded('gzip')).toString()).toBe(html)
    expect(page.encoded('br')).toBe(br)
  })

  it('empties on clear', () => {
    const cache = createPageCache({ maxEntries: 2, ttlMs: 1000 })
    cache.set('/a', 200, 'a')
    cache.clear()
    expect(cache.get('/a')).toBeUndefined()
  })
})
