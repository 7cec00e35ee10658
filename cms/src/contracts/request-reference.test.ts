import { describe, expect, it } from 'vitest'

import { requestReference } from './request-reference'

describe('requestReference', () => {
  it.each([
    ['00000000-0000-4000-8000-000000000000', 'REQ-0000-0000'],
    ['00000000-0000-4000-8000-000000000001', 'REQ-0000-0001'],
    ['00000000-0000-4000-8000-00000000001f', 'REQ-0000-000Z'],
    ['00000000-0000-4000-8000-000000000020', 'REQ-0000-0010'],
    ['ffffffff-ffff-4fff-bfff-ffffffffffff', 'REQ-ZZZZ-ZZZZ'],
    ['3f2b8c1e-9d4a-4e7b-a1c2-5d6e7f8091a2', 'REQ-DSZR-14D2'],
  ])('writes lead %s as %s', (id, reference) => {
    expect(requestReference(id)).toBe(reference)
  })

  it('is the same for the same lead, whatever the case of its id', () => {
    const id = '3f2b8c1e-9d4a-4e7b-a1c2-5d6e7f8091a2'
    expect(requestReference(id.toUpperCase())).toBe(requestReference(id))
  })

  it('tells apart leads whose ids differ only in their last digit', () => {
    expect(requestReference('3f2b8c1e-9d4a-4e7b-a1c2-5d6e7f8091a2')).not.toBe(
      requestReference('3f2b8c1e-9d4a-4e7b-a1c2-5d6e7f8091a3'),
    )
  })

  it('uses only digits that cannot be misread', () => {
    for (let i = 0; i < 200; i++) {
      expect(requestReference(crypto.randomUUID())).toMatch(
        /^REQ-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
      )
    }
  })

  it.each(['', 'not-an-id', '3f2b8c1e-9d4a-4e7b-a1c2-5d6e7f8091zz'])('refuses %j', (id) => {
    expect(() => requestReference(id)).toThrow()
  })
})
