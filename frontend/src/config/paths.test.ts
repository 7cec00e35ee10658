import { describe, expect, it } from 'vitest'

import { paths } from './paths'

describe('paths.quotes.startWith', () => {
  it.each([
    ['nothing known', undefined, '/quotes/start'],
    ['a service', { service: 'roofing' }, '/quotes/start?service=roofing'],
    [
      'a service and a ZIP code',
      { service: 'roofing', zip: '33130' },
      '/quotes/start?service=roofing&zip=33130',
    ],
    [
      'a contractor too',
      { service: 'roofing', zip: '33130', contractor: 'c-1' },
      '/quotes/start?service=roofing&zip=33130&contractor=c-1',
    ],
    ['an empty ZIP code, left out', { service: 'roofing', zip: '' }, '/quotes/start?service=roofing'],
  ])('opens the wizard with %s', (_case, intent, path) => {
    expect(paths.quotes.startWith(intent)).toBe(path)
  })
})
