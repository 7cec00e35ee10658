import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { carriesCookie, pageUrl, requireServerBundle } from './render-page'

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

describe('the server bundle', () => {
  const bundle = (name: string, text: string) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'server-bundle-')), name)
    writeFileSync(file, text)
    return file
  }

  it('is loaded for its render function', () => {
    const render = requireServerBundle(bundle('entry-server.cjs', 'exports.render = () => "page"'))
    expect(render).toBeTypeOf('function')
  })

  it('is refused, by name, when the build no longer exports render as CommonJS', () => {
    const file = bundle('entry-server.cjs', 'exports.renderPage = () => "page"')
    expect(() => requireServerBundle(file)).toThrow(`${file} exports no render function`)
  })
})
