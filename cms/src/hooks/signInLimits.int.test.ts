import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, signInToken, TEST_PASSWORD, testPayload, unique } from '../../test/payload'
import { nextClientIp } from '../../test/quote-requests'
import { asUser, firstErrorMessage, rest } from '../../test/rest'
import { CLIENT_ADDRESS_HEADER } from '../server/client-address'
import { poolOf } from '../database/pool'
import { accountBackoffMs, SIGN_IN_LIMITS } from './signInLimits'

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
    expect(refused.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/)
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    expect(await firstErrorMessage(refused)).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    )
    expect((await signIn(`${unique('guess')}@example.com`, 'wrong', nextClientIp())).status).toBe(401)
  })

  it('refuses an address its 6th failed sign-in on one account, while other addresses still get their answer', async () => {
    const account = await createUser(payload, 'staff')
    const address = nextClientIp()
    const { limit } = SIGN_IN_LIMITS.perAccountAddress
    const seen = await statuses(
      Array.from({ length: limit + 1 }, () => () => signIn(account.email, 'wrong', address)),
    )
    expect(seen).toEqual([...Array(limit).fill(401), 429])
    // The right password from that address waits too; from another it signs in.
    expect((await signIn(account.email, TEST_PASSWORD, address)).status).toBe(429)
    expect((await signIn(account.email, TEST_PASSWORD, nextClientIp())).status).toBe(200)
  })

  it('lets the right password in from an address without failures while others fail on the account, only slower', async () => {
    const account = await createUser(payload, 'staff')
    const failures = SIGN_IN_LIMITS.perAccount.free + 4
    // An attacker failing from many addresses, one attempt each: answered 401 every time, never locked out.
    const seen = await statuses(
      Array.from({ length: failures }, () => () => signIn(account.email, 'wrong', nextClientIp())),
    )
    expect(seen).toEqual(Array(failures).fill(401))
    const started = performance.now()
    const owner = await signIn(account.email, TEST_PASSWORD, nextClientIp())
    expect(owner.status).toBe(200)
    // Slowed by the account's failures: the wait is served before the password is checked.
    expect(performance.now() - started).toBeGreaterThanOrEqual(accountBackoffMs(failures))
  })

  it('lets an admin lift an account’s wait with unlock', async () => {
    const account = await createUser(payload, 'staff')
    const admin = await createUser(payload, 'admin')
    const token = await signInToken(payload, admin)
    const failures = async () => {
      const { rows } = await poolOf(payload).query<{ points: number }>(
        'SELECT points FROM rate_limits WHERE key = $1',
        [`sign-in-account:${account.email}`],
      )
      return rows[0]?.points ?? 0
    }
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn(account.email, 'wrong', nextClientIp())
    expect(await failures()).toBe(3)
    const unlocked = await rest(
      '/api/users/unlock',
      asUser(token, { method: 'POST', body: JSON.stringify({ email: account.email }) }),
    )
    expect(unlocked.status).toBe(200)
    expect(await failures()).toBe(0)
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

describe('accountBackoffMs', () => {
  it('waits nothing for the first failures, then twice as long each time, up to its cap', () => {
    const { free, firstDelayMs, maxDelayMs } = SIGN_IN_LIMITS.perAccount
    const waits = Array.from({ length: 8 }, (_, extra) => accountBackoffMs(free + extra))
    expect(waits).toEqual([
      0,
      firstDelayMs,
      firstDelayMs * 2,
      firstDelayMs * 4,
      firstDelayMs * 8,
      maxDelayMs,
      maxDelayMs,
      maxDelayMs,
    ])
    expect(accountBackoffMs(0)).toBe(0)
  })
})
