import { describe, expect, it, vi } from 'vitest'

import { lazily } from './lazily'

describe('lazily', () => {
  it('makes the value on first use only, then returns the same one', () => {
    const create = vi.fn(() => ({ made: true }))
    const get = lazily(create)
    expect(create).not.toHaveBeenCalled()
    const first = get()
    expect(get()).toBe(first)
    expect(create).toHaveBeenCalledTimes(1)
  })
})
