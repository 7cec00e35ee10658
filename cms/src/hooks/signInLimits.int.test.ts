import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, signInToken, TEST_PASSWORD, testPayload, unique } from '../../test/payload'
import { nextClientIp } from '../../test/quote-requests'
import { asUser, firstErrorMessage, rest } from '../../test/rest'
import { CLIENT_ADDRESS_HEADER } from '../server/client-address'
import { SIGN_IN_LIMITS } from './signInLimits'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** A sign-in through Payload's REST route, from the address the server would hand it. */
const signIn = (email: string, password: string, address: string) =>
  rest('/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
    body: JSON.stringify({ email, password }),
  })

const statuses = async (attempts: (() => Promise<Response>)[]) => {
  const seen: number[] = []
  for (const attempt of attempts) seen.push((await attempt()).status)
  return seen
}

describe('sign-in throttling', () => {
  it('refuses an address its 21st failed sign-in with 429, while another address still gets its answer', async () => {
    const address = nextClientIp()
    const { limit } = SIGN_IN_LIMITS.perAddress
    // A different (unknown) email each time, so only the address's limit is reached.
    const seen = await statuses(
      Array.from(
        { length: limit + 1 },
        () => () => signIn(`${unique('guess')}@example.com`, 'wrong', address),
      ),
    )
    expect(seen.slice(0, limit)).toEqual(Array(limit).fill(401))
    expect(seen[limit]).toBe(429)
    const refused = await signIn(`${unique('guess')}@example.com`, 'wrong', address)
    expect(await firstErrorMessage(refused)).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    )
    expect((await signIn(`${unique('guess')}@example.com`, 'wrong', nextClientIp())).status).toBe(401)
  })

  it('refuses an account its 11th failed sign-in from any address, and an unknown email the same way', async () => {
    const account = await createUser(payload, 'staff')
    const { limit } = SIGN_IN_LIMITS.perAccount
    for (const email of [account.email, `${unique('nobody')}@example.com`]) {
      const seen = await statuses(
        Array.from({ length: limit + 1 }, () => () => signIn(email, 'wrong', nextClientIp())),
      )
      expect(seen, email).toEqual([...Array(limit).fill(401), 429])
    }
    // The right password is refused too while the account is throttled: guessing it then tells nothing.
    expect((await signIn(account.email, TEST_PASSWORD, nextClientIp())).status).toBe(429)
  })

  it('lets an admin lift an account’s throttle with unlock', async () => {
    const account = await createUser(payload, 'staff')
    const admin = await createUser(payload, 'admin')
    const token = await signInToken(payload, admin)
    for (let attempt = 0; attempt <= SIGN_IN_LIMITS.perAccount.limit; attempt += 1)
      await signIn(account.email, 'wrong', nextClientIp())
    expect((await signIn(account.email, TEST_PASSWORD, nextClientIp())).status).toBe(429)
    const unlocked = await rest(
      '/api/users/unlock',
      asUser(token, { method: 'POST', body: JSON.stringify({ email: account.email }) }),
    )
    expect(unlocked.status).toBe(200)
    expect((await signIn(account.email, TEST_PASSWORD, nextClientIp())).status).toBe(200)
  })

  it('counts only failures: a successful sign-in gives its attempt back', async () => {
    const account = await createUser(payload, 'editor')
    const address = nextClientIp()
    const attempts = SIGN_IN_LIMITS.perAddress.limit + 5
    const seen = await statuses(
      Array.from({ length: attempts }, () => () => signIn(account.email, TEST_PASSWORD, address)),
    )
    expect(seen).toEqual(Array(attempts).fill(200))
  })
})
