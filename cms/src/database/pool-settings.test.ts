import { describe, expect, it } from 'vitest'

import { parseConfiguration } from '../runtime/config'
import { poolSettings } from './pool-settings'

/** node-postgres's own default pool size, kept unless a deployment chooses another. */
const DEFAULT_POOL_MAX = 10
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000

describe('poolSettings', () => {
  it.each([
    [{}, { max: DEFAULT_POOL_MAX, connectionTimeoutMillis: DEFAULT_CONNECT_TIMEOUT_MS }],
    [
      { DATABASE_POOL_MAX: '', DATABASE_CONNECT_TIMEOUT_MS: ' ' },
      { max: DEFAULT_POOL_MAX, connectionTimeoutMillis: DEFAULT_CONNECT_TIMEOUT_MS },
    ],
    [
      { DATABASE_POOL_MAX: '4', DATABASE_CONNECT_TIMEOUT_MS: '2500' },
      { max: 4, connectionTimeoutMillis: 2500 },
    ],
  ])('reads %j as %j', (env, expected) => {
    expect(poolSettings(parseConfiguration(env))).toEqual(expected)
  })

  it.each([
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX must be a whole number, at least 1'],
    [{ DATABASE_POOL_MAX: 'ten' }, 'DATABASE_POOL_MAX must be a whole number'],
    [{ DATABASE_POOL_MAX: '2.5' }, 'DATABASE_POOL_MAX must be a whole number'],
    // 0 is node-postgres's "wait forever": the setting exists to bound the wait.
    [{ DATABASE_CONNECT_TIMEOUT_MS: '0' }, 'DATABASE_CONNECT_TIMEOUT_MS must be a whole number, at least 1'],
    [{ DATABASE_CONNECT_TIMEOUT_MS: '-5' }, 'DATABASE_CONNECT_TIMEOUT_MS must be a whole number, at least 1'],
  ])('refuses %j', (env, message) => {
    expect(() => parseConfiguration(env)).toThrow(message)
  })
})
