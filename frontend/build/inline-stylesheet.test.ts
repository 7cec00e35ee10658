import { describe, expect, it } from 'vitest'

import { inlineStylesheets } from './inline-stylesheet'

type Bundle = Parameters<typeof inlineStylesheets>[1]

const bundle = { 'assets/index-abc.css': { type: 'asset', source: 'body{margin:0}' } } as unknown as Bundle

describe('inlineStylesheets', () => {
  it('replaces the stylesheet link Vite writes with the stylesheet itself', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>'
    expect(inlineStylesheets(html, bundle)).toBe('<head><style>body{margin:0}</style></head>')
  })

  it('fails the build when index.html links no stylesheet (Vite wrote it otherwise)', () => {
    const html = '<head><link href="/assets/index-abc.css" rel="stylesheet"></head>'
    expect(() => inlineStylesheets(html, bundle)).toThrow(/links no stylesheet/)
  })

  it('fails the build when the linked file is not in the bundle', () => {
    const html = '<head><link rel="stylesheet" href="/assets/other.css"></head>'
    expect(() => inlineStylesheets(html, bundle)).toThrow(/assets\/other.css is not an asset/)
  })
})
