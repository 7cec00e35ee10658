import { describe, expect, it } from 'vitest'

import type { ApiFetch } from '../contracts/server-render'
import { metrics } from '../metrics/process-metrics'
import { memoizeReads } from './read-memo'

/** An API that answers each path with how many times it was asked, and `status` (200 unless told). */
const countingApi = (status: (path: string) => number = () => 200) => {
  const asked = new Map<string, number>()
  const fetchApi: ApiFetch = async (path) => {
    const count = (asked.get(path) ?? 0) + 1
    asked.set(path, count)
    return Response.json({ path, count }, { status: status(path) })
  }
  return { fetchApi, asked: (path: string) => asked.get(path) ?? 0 }
}

const bodyOf = async (response: Promise<Response>) => (await response).json() as Promise<{ count: number }>

const GET = { method: 'GET', headers: { Accept: 'application/json' } }

describe('memoizeReads', () => {
  it('answers an anonymous read again from what it read, until content changes', async () => {
    const api = countingApi()
    const reads = memoizeReads(api.fetchApi, { maxEntries: 10, ttlMs: 60_000 })
    expect(await bodyOf(reads.fetchApi('/api/services', GET))).toEqual({ path: '/api/services', count: 1 })
    expect(await bodyOf(reads.fetchApi('/api/services', GET))).toEqual({ path: '/api/services', count: 1 })
    reads.clear()
    expect(await bodyOf(reads.fetchApi('/api/services', GET))).toEqual({ path: '/api/services', count: 2 })
  })

  it('counts the reads it answered and those it passed to the API, for the metrics', async () => {
    const count = async (result: 'hit' | 'miss') =>
      (await metrics.readMemoReads.get()).values.find((sample) => sample.labels.result === result)?.value ?? 0
    const [hits, misses] = [await count('hit'), await count('miss')]
    const reads = memoizeReads(countingApi().fetchApi, { maxEntries: 10, ttlMs: 60_000 })
    await reads.fetchApi('/api/services', GET)
    await reads.fetchApi('/api/services', GET)
    await reads.fetchApi('/api/services', GET)
    expect(await count('miss')).toBe(misses + 1)
    expect(await count('hit')).toBe(hits + 2)
  })

  it('makes one call for reads of one address at the same moment', async () => {
    const api = countingApi()
    const reads = memoizeReads(api.fetchApi, { maxEntries: 10, ttlMs: 60_000 })
    const answers = await Promise.all(Array.from({ length: 20 }, () => bodyOf(reads.fetchApi('/api/x', GET))))
    expect(api.asked('/api/x')).toBe(1)
    expect(new Set(answers.map((answer) => answer.count))).toEqual(new Set([1]))
  })

  it('never keeps a preview’s read (credentials), a failed one, or one the API says is not to keep', async () => {
    const api = countingApi((path) => (path === '/api/missing' ? 404 : 200))
    const reads = memoizeReads(api.fetchApi, { maxEntries: 10, ttlMs: 60_000 })
    const preview = { method: 'GET', headers: { authorization: 'JWT abc' } }
    await reads.fetchApi('/api/draft', preview)
    await reads.fetchApi('/api/draft', preview)
    expect(api.asked('/api/draft')).toBe(2)
    expect((await reads.fetchApi('/api/missing', GET)).status).toBe(404)
    await reads.fetchApi('/api/missing', GET)
    expect(api.asked('/api/missing')).toBe(2)
    for (const cacheControl of ['no-store', 'private, max-age=60', 'no-cache']) {
      let asked = 0
      const personal = memoizeReads(
        async () => {
          asked += 1
          return Response.json({}, { headers: { 'Cache-Control': cacheControl } })
        },
        { maxEntries: 10, ttlMs: 60_000 },
      )
      await personal.fetchApi('/api/requests/abc', GET)
      await personal.fetchApi('/api/requests/abc', GET)
      expect(asked).toBe(2)
    }
  })

  it('does not keep an answer read before a change that came while it was read', async () => {
    const answers: ((response: Response) => void)[] = []
    const reads = memoizeReads(() => new Promise<Response>((resolve) => answers.push(resolve)), {
      maxEntries: 10,
      ttlMs: 60_000,
    })
    const before = reads.fetchApi('/api/services', GET)
    reads.clear()
    answers[0]?.(Response.json({ count: 'old' }))
    expect(await bodyOf(before)).toEqual({ count: 'old' })
    const next = reads.fetchApi('/api/services', GET)
    // Asked again: the answer that straddled the change was not kept.
    expect(answers).toHaveLength(2)
    answers[1]?.(Response.json({ count: 'new' }))
    expect(await bodyOf(next)).toEqual({ count: 'new' })
  })

  it('asks again once an answer is older than its time to live, and keeps at most maxEntries', async () => {
    let now = 0
    const api = countingApi()
    const reads = memoizeReads(api.fetchApi, { maxEntries: 2, ttlMs: 1000, now: () => now })
    await reads.fetchApi('/a', GET)
    now = 1001
    await reads.fetchApi('/a', GET)
    expect(api.asked('/a')).toBe(2)
    await reads.fetchApi('/b', GET)
    await reads.fetchApi('/c', GET)
    await reads.fetchApi('/a', GET)
    expect(api.asked('/a')).toBe(3)
  })

  it('keeps at most maxChars of answers, dropping the least recently used first', async () => {
    const api = countingApi()
    // Each answer here is 24 characters: two fit in 60, three do not.
    const reads = memoizeReads(api.fetchApi, { maxEntries: 10, maxChars: 60, ttlMs: 60_000 })
    await reads.fetchApi('/a', GET)
    await reads.fetchApi('/b', GET)
    await reads.fetchApi('/a', GET)
    await reads.fetchApi('/c', GET)
    await reads.fetchApi('/a', GET)
    await reads.fetchApi('/b', GET)
    expect([api.asked('/a'), api.asked('/b'), api.asked('/c')]).toEqual([1, 2, 1])
  })

  it('gives each answer an entity tag of its body, the same while it is kept', async () => {
    const reads = memoizeReads(countingApi().fetchApi, { maxEntries: 10, ttlMs: 60_000 })
    const first = await reads.read('/api/services', GET)
    expect(first.etag).toMatch(/^"[\w-]{27}"$/)
    expect((await reads.read('/api/services', GET)).etag).toBe(first.etag)
    reads.clear()
    expect((await reads.read('/api/services', GET)).etag).not.toBe(first.etag)
  })
})
