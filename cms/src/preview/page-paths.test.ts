import { describe, expect, it } from 'vitest'

import { previewPathOf } from '../contracts/site-paths'
import { pagePathOf } from './page-paths'

describe('the public path of a page', () => {
  it.each([
    ['services', { slug: 'roofing' }, null, '/services/roofing'],
    ['cost-guides', { slug: 'roof-cost' }, null, '/cost-guides/roof-cost'],
    ['articles', { slug: 'hiring-tips' }, null, '/articles/hiring-tips'],
    [
      'city-pages',
      { state: 'texas', city: 'houston', service: 'id' },
      'roofing',
      '/locations/texas/houston/roofing',
    ],
  ] as const)('of a document of %s', (collection, doc, serviceSlug, path) => {
    expect(pagePathOf(collection, doc, serviceSlug)).toBe(path)
  })

  it.each([
    ['services', { slug: '' }, null],
    ['articles', {}, null],
    ['city-pages', { state: 'texas', city: 'houston' }, null],
    ['city-pages', { state: 'texas', slug: 'x' }, 'roofing'],
  ] as const)('is none while a document of %s lacks what it is made of', (collection, doc, serviceSlug) => {
    expect(pagePathOf(collection, doc, serviceSlug)).toBeNull()
  })

  it('previews a page at the same path, asking for its draft', () => {
    expect(previewPathOf('/services/roofing')).toBe('/services/roofing?preview=1')
  })
})
