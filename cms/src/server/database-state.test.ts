import { afterEach, describe, expect, it, vi } from 'vitest'

import { databaseState } from './database-state'

describe('databaseState', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is available when the query answers', async () => {
    expect(await databaseState(async () => [{ '?column?': 1 }])).toBe('available')
  })

  it('is unavailable when the query fails', async () => {
    expect(await databaseState(() => Promise.reject(new Error('connect ECONNREFUSED')))).toBe('unavailable')
  })

  it('is unavailable when the query has not answered by the deadline', async () => {
    vi.useFakeTimers()
    const state = databaseState(() => new Promise(() => {}), 2000)
    await vi.advanceTimersByTimeAsync(2000)
    expect(await state).toBe('unavailable')
  })
})
