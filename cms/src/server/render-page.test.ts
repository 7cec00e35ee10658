import { describe, expect, it } from 'vitest'

import { carriesCookie, pageUrl } from './render-page'

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

describe('pageUrl', () => {
  it.each([
    ['/services/roofing?utm_source=x', 'https://pros.example/services/roofing?utm_source=x'],
    ['//evil.example/services/roofing', 'https://pros.example//evil.example/services/roofing'],
    ['/\\evil.example/services/roofing', 'https://pros.example//evil.example/services/roofing'],
    ['http://evil.example/services/roofing', 'https://pros.example/http://evil.example/services/roofing'],
  ])('keeps the public origin for the target %s', (target, expected) => {
    const url = pageUrl(target, 'https://pros.example')
    expect(url.origin).toBe('https://pros.example')
    expect(url.href).toBe(expected)
  })
})
