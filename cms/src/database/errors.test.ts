import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from './errors'

/** An error as Drizzle throws it: the driver's error as its cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause })
const systemError = (code: string, syscall: string) =>
  Object.assign(new Error(`${syscall} ${code}`), { code, syscall })

describe('isDatabaseUnavailable', () => {
  it('counts a socket that will not open, over TCP or to the embedded cluster’s Unix socket', () => {
    expect(isDatabaseUnavailable(wrapped(systemError('ECONNREFUSED', 'connect')))).toBe(true)
    expect(isDatabaseUnavailable(wrapped(systemError('ENOENT', 'connect')))).toBe(true)
  })

  it('does not count a missing file, or a value the database refused', () => {
    expect(isDatabaseUnavailable(wrapped(systemError('ENOENT', 'open')))).toBe(false)
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('invalid input'), { code: '22P02' })))).toBe(
      false,
    )
  })
})
