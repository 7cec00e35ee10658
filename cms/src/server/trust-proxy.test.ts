import { describe, expect, it } from 'vitest'

import { trustProxy } from './trust-proxy'

describe('trustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['10.0.0.0/8, 192.168.0.1', '10.0.0.0/8, 192.168.0.1'],
  ])('reads TRUST_PROXY=%s as %s', (value, expected) => {
    expect(trustProxy(value)).toBe(expected)
  })
})
