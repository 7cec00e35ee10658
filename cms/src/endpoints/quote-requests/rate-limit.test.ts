import { describe, expect, it } from 'vitest'

import { createRateLimiter } from './rate-limit'

describe('createRateLimiter', () => {
  it('allows the limit within a window, then refuses until the window ends', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 })
    expect([limiter.take('a', 0), limiter.take('a', 10), limiter.take('a', 20)]).toEqual([true, true, false])
    expect(limiter.take('a', 1000)).toBe(true)
  })

  it('counts each address on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 })
    expect([limiter.take('a', 0), limiter.take('b', 0), limiter.take('a', 1)]).toEqual([true, true, false])
  })

  it('never refuses when the limit is 0', () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 1000 })
    expect(Array.from({ length: 100 }, () => limiter.take('a', 0)).every(Boolean)).toBe(true)
  })
})
