import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { createUser, testPayload, unique } from '../../test/payload'
import { firstErrorMessage, rest } from '../../test/rest'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  // However the files before this one left the table, it has an account now.
  await createUser(payload, 'editor')
})

/** An anonymous visitor asks the panel's "create first user" route for an admin account. */
const registerAsAdmin = (email: string) =>
  rest('/api/users/first-register', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'a-strong-password-123', name: 'Stranger', role: 'admin' }),
  })

const accountsWith = async (email: string) =>
  (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs

describe('registering the first user', () => {
  it('is refused with 403 once any account exists, and makes no account', async () => {
    const email = `${unique('stranger')}@example.com`
    const response = await registerAsAdmin(email)
    expect(response.status).toBe(403)
    expect(await firstErrorMessage(response)).toBe(
      'This site has its first user already: new accounts are made by an admin.',
    )
    expect(await accountsWith(email)).toBe(0)
  })

  it('is refused with 403 in production, naming where the first staff member comes from', async () => {
    const email = `${unique('stranger')}@example.com`
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const response = await registerAsAdmin(email)
      expect(response.status).toBe(403)
      expect(await firstErrorMessage(response)).toMatch(/SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD/)
    } finally {
      vi.unstubAllEnvs()
    }
    expect(await accountsWith(email)).toBe(0)
  })
})
