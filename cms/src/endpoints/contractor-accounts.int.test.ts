import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runEmailJob } from '../../test/email-queue'
import {
  createContractorUser,
  createService,
  createUser,
  signInToken,
  TEST_PASSWORD,
  testPayload,
  unique,
} from '../../test/payload'
import { asUser, rest } from '../../test/rest'
import type { ContractorAccount } from '../contracts/contractor-account'
import { poolOf } from '../database/pool'
import { accountStateOf } from './contractor-accounts'

let payload: Payload
let service: string
let staffToken: string

const createCompany = async (): Promise<string> =>
  (
    await payload.create({
      collection: 'contractors',
      data: {
        name: 'Accounts Co',
        slug: unique('accounts-co'),
        description: 'A contractor made by a test.',
        services: [service],
        states: ['FL'],
        rating: 4,
        reviewsCount: 1,
      },
    })
  ).id

const accountsOf = (contractors: string[], token: string | undefined = staffToken) =>
  rest(`/api/admin/contractor-accounts?contractors=${contractors.join(',')}`, asUser(token))

const listed = async (contractors: string[]): Promise<ContractorAccount[]> => {
  const response = await accountsOf(contractors)
  expect(response.status).toBe(200)
  return ((await response.json()) as { accounts: ContractorAccount[] }).accounts
}

/** Staff invite `email` for the company and the invitation goes out; its link's token. */
const invited = async (contractor: string, email: string): Promise<string> => {
  const response = await rest(
    '/api/contractor-invites',
    asUser(staffToken, { method: 'POST', body: JSON.stringify({ contractor, name: 'Ivy Invited', email }) }),
  )
  expect(response.status).toBe(201)
  const { rows } = await poolOf(payload).query<{ id: string; token: string | null }>(
    `SELECT j.id FROM pgboss.job j JOIN users u ON u.id::text = j.data->>'userId'
     WHERE j.name = 'emails' AND j.data->>'type' = 'invite' AND u.email = $1`,
    [email],
  )
  await runEmailJob(payload, rows[0]!.id)
  const token = (
    await poolOf(payload).query<{ token: string | null }>(
      'SELECT reset_password_token AS token FROM users WHERE email = $1',
      [email],
    )
  ).rows[0]?.token
  if (!token) throw new Error('the invitation made no token')
  return token
}

beforeAll(async () => {
  payload = await testPayload()
  service = (await createService(payload, 'Accounts Service')).id
  staffToken = await signInToken(payload, await createUser(payload, 'staff'))
})

describe('GET /api/admin/contractor-accounts', () => {
  it('answers staff and admins only', async () => {
    const company = await createCompany()
    expect((await accountsOf([company], '')).status).toBe(401)
    for (const role of ['editor'] as const)
      expect(
        (await accountsOf([company], await signInToken(payload, await createUser(payload, role)))).status,
      ).toBe(403)
    const contractorToken = await signInToken(payload, await createContractorUser(payload, company))
    expect((await accountsOf([company], contractorToken)).status).toBe(403)
    const adminToken = await signInToken(payload, await createUser(payload, 'admin'))
    const response = await accountsOf([company], adminToken)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('refuses a list that is not of company ids with 400', async () => {
    for (const contractors of [[], ['not-an-id'], ["1' OR '1'='1"]])
      expect((await accountsOf(contractors)).status).toBe(400)
  })

  it('tells an invitation still waiting from an active account, with the last sign-in, for the companies asked', async () => {
    const company = await createCompany()
    const other = await createCompany()
    const waiting = `${unique('waiting')}@example.com`
    const joining = `${unique('joining')}@example.com`
    await invited(company, waiting)
    const token = await invited(company, joining)
    const elsewhere = await createContractorUser(payload, other)

    let accounts = await listed([company])
    expect(accounts.map(({ email, state }) => ({ email, state }))).toEqual(
      [
        { email: joining, state: 'invited' },
        { email: waiting, state: 'invited' },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    )
    expect(accounts.every((account) => account.invitedAt && account.lastSignInAt === null)).toBe(true)

    // Setting the password from the link signs the contractor in: active from then on.
    const set = await rest(
      '/api/users/reset-password',
      asUser(undefined, { method: 'POST', body: JSON.stringify({ token, password: 'a-long-new-password' }) }),
    )
    expect(set.status).toBe(200)
    accounts = await listed([company, other])
    const joined = accounts.find((account) => account.email === joining)
    expect(joined?.state).toBe('active')
    expect(Date.parse(joined!.lastSignInAt!)).toBeGreaterThan(Date.now() - 60_000)
    expect(accounts.find((account) => account.email === elsewhere.email)).toMatchObject({
      contractor: other,
      state: 'neverSignedIn',
      invitedAt: null,
    })
  })

  it('shows an invitation whose link ran out unused as expired', async () => {
    const company = await createCompany()
    const email = `${unique('lapsed')}@example.com`
    await invited(company, email)
    await poolOf(payload).query(
      `UPDATE users SET reset_password_expiration = now() - interval '1 minute',
         invited_at = now() - interval '73 hours' WHERE email = $1`,
      [email],
    )
    expect((await listed([company]))[0]?.state).toBe('invitationExpired')
  })
})

describe('the last sign-in', () => {
  it('is recorded at each successful sign-in and not at a failed one', async () => {
    const user = await createContractorUser(payload, await createCompany())
    const stamp = async () =>
      (await payload.findByID({ collection: 'users', id: user.id, depth: 0 })).lastSignInAt ?? null
    expect(await stamp()).toBeNull()
    await expect(
      payload.login({ collection: 'users', data: { email: user.email, password: 'wrong-password-1' } }),
    ).rejects.toThrow()
    expect(await stamp()).toBeNull()
    await payload.login({ collection: 'users', data: { email: user.email, password: TEST_PASSWORD } })
    const first = await stamp()
    expect(first).not.toBeNull()
    await payload.login({ collection: 'users', data: { email: user.email, password: TEST_PASSWORD } })
    expect(Date.parse((await stamp())!)).toBeGreaterThan(Date.parse(first!))
  })

  it('is read by staff and admins only, and written by no one through the API', async () => {
    const user = await createContractorUser(payload, await createCompany())
    const token = await signInToken(payload, user)
    const me = (await (await rest('/api/users/me', asUser(token))).json()) as {
      user: Record<string, unknown>
    }
    expect(me.user.email).toBe(user.email)
    expect(me.user).not.toHaveProperty('lastSignInAt')
    expect(me.user).not.toHaveProperty('invitedAt')

    const adminToken = await signInToken(payload, await createUser(payload, 'admin'))
    const asAdmin = (await (await rest(`/api/users/${user.id}`, asUser(adminToken))).json()) as Record<
      string,
      unknown
    >
    expect(asAdmin.lastSignInAt).toEqual(expect.any(String))

    const forged = await rest(
      `/api/users/${user.id}`,
      asUser(adminToken, {
        method: 'PATCH',
        body: JSON.stringify({
          lastSignInAt: '2000-01-01T00:00:00.000Z',
          invitedAt: '2000-01-01T00:00:00.000Z',
        }),
      }),
    )
    expect(forged.status).toBe(200)
    const stored = await payload.findByID({ collection: 'users', id: user.id, depth: 0 })
    expect(stored.lastSignInAt).not.toBe('2000-01-01T00:00:00.000Z')
    expect(stored.invitedAt ?? null).toBeNull()
  })
})

describe('the state rule', () => {
  const now = Date.parse('2026-06-01T12:00:00Z')
  it.each([
    [{ lastSignInAt: '2026-05-01T00:00:00Z', invitedAt: null, resetPasswordExpiration: null }, 'active'],
    [
      {
        lastSignInAt: '2026-05-01T00:00:00Z',
        invitedAt: '2026-05-31T00:00:00Z',
        resetPasswordExpiration: '2026-06-03T00:00:00Z',
      },
      'active',
    ],
    [
      {
        lastSignInAt: null,
        invitedAt: '2026-05-31T00:00:00Z',
        resetPasswordExpiration: '2026-06-03T00:00:00Z',
      },
      'invited',
    ],
    [
      {
        lastSignInAt: null,
        invitedAt: '2026-05-01T00:00:00Z',
        resetPasswordExpiration: '2026-05-04T00:00:00Z',
      },
      'invitationExpired',
    ],
    [{ lastSignInAt: null, invitedAt: null, resetPasswordExpiration: null }, 'neverSignedIn'],
    // Invited a minute ago: the email, which makes the link, has not gone out yet.
    [{ lastSignInAt: null, invitedAt: '2026-06-01T11:59:00Z', resetPasswordExpiration: null }, 'invited'],
    // Long invited, and a new link asked for with "Forgot password" still works.
    [
      {
        lastSignInAt: null,
        invitedAt: '2026-05-01T00:00:00Z',
        resetPasswordExpiration: '2026-06-01T12:30:00Z',
      },
      'invited',
    ],
  ] as const)('%o is %s', (user, state) => {
    expect(accountStateOf(user, now)).toBe(state)
  })
})
