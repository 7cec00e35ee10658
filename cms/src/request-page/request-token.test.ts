import { describe, expect, it } from 'vitest'

import { leadIdOfToken, requestToken } from './request-token'

const SECRET = 'a-test-secret-of-some-length'
const LEAD = '0b6f3c2e-9a41-4d7b-8e2f-5c1a7d9e3b40'

describe('request page tokens', () => {
  it('carry the lead back, and only under the secret they were made with', () => {
    const token = requestToken(LEAD, SECRET)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(leadIdOfToken(token, SECRET)).toBe(LEAD)
    expect(leadIdOfToken(token, 'another-secret')).toBeNull()
  })

  it('refuse a token with any character changed, cut short or lengthened', () => {
    const token = requestToken(LEAD, SECRET)
    for (let i = 0; i < token.length; i += 1) {
      const changed = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1)
      expect(leadIdOfToken(changed, SECRET), `position ${i}`).toBeNull()
    }
    expect(leadIdOfToken(token.slice(0, -1), SECRET)).toBeNull()
    expect(leadIdOfToken(`${token}A`, SECRET)).toBeNull()
    expect(leadIdOfToken('../../etc/passwd', SECRET)).toBeNull()
  })

  it('differ per lead, with a 128-bit MAC a guess must match', () => {
    const other = requestToken('0b6f3c2e-9a41-4d7b-8e2f-5c1a7d9e3b41', SECRET)
    expect(other).not.toBe(requestToken(LEAD, SECRET))
    // 16 bytes of id, 16 of MAC.
    expect(Buffer.from(other, 'base64url').subarray(16)).toHaveLength(16)
  })
})
