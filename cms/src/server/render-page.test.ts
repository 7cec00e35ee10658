import { describe, expect, it } from 'vitest'

import { carriesCookie } from './render-page'

describe('carriesCookie', () => {
  it.each([
    ['payload-token=abc', true],
    ['theme=dark; payload-token=abc.def.ghi; sidebar_state=true', true],
    ['payload-token=', false],
    ['payload-tokens=abc', false],
    ['x-payload-token=abc', false],
    ['sidebar_state=true', false],
    [undefined, false],
  ])('in "%s": %s', (cookie, expected) => {
    expect(carriesCookie(cookie, 'payload-token')).toBe(expected)
  })
})
