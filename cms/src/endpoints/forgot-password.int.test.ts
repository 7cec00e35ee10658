import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runEmailJob } from '../../test/email-queue'
import { startMailCatcher } from '../../test/mail-catcher'
import { createService, createUser, signInToken, testPayload, unique } from '../../test/payload'
import { nextClientIp } from '../../test/quote-requests'
import { asUser, rest } from '../../test/rest'
import { SITE_PATHS } from '../contracts/site-paths'
import { poolOf } from '../database/pool'
import { CLIENT_ADDRESS_HEADER } from '../server/client-address'
import { FORGOT_PASSWORD_LIMITS } from './forgot-password'

let payload: Payload
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let staffToken: string
let service: string

beforeAll(async () => {
  payload = await testPayload()
  mail = await startMailCatcher(Number(new URL(process.env.SMTP_URL!).port))
  staffToken = await signInToken(payload, await createUser(payload, 'staff'))
  service = (await createService(payload, 'Forgot Password Service')).id
})

afterAll(async () => {
  await mail.close()
})

/** An anonymous POST /api/users/forgot-password, from the address the server would hand Payload. */
const forgot = (email: unknown, address = nextClientIp()) =>
  rest('/api/users/forgot-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
    body: JSON.stringify({ email }),
  })

const tokenOf = async (email: string): Promise<string | null> => {
  const { rows } = await poolOf(payload).query<{ reset_password_token: string | null }>(
    'SELECT reset_password_token FROM users WHERE email = $1',
    [email],
  )
  return rows[0]?.reset_password_token ?? null
}

const setPassword = (token: string, password: string) =>
  rest(
    '/api/users/reset-password',
    asUser(undefined, { method: 'POST', body: JSON.stringify({ token, password }) }),
  )

const mailTo = (email: string) => mail.received.filter((message) => message.to.includes(email))

/** A contractor invited by staff, with the invitation's email sent; its email and its link's token. */
const invitedContractor = async (): Promise<{ email: string; token: string }> => {
  const contractor = await payload.create({
    collection: 'contractors',
    data: {
      name: 'Forgetful Co',
      slug: unique('forgetful-co'),
      description: 'A contractor made by a test.',
      services: [service],
      states: ['FL'],
      rating: 4,
      reviewsCount: 1,
    },
  })
  const email = `${unique('invited')}@example.com`
  const invited = await rest(
    '/api/contractor-invites',
    asUser(staffToken, {
      method: 'POST',
      body: JSON.stringify({ contractor: contractor.id, name: 'Fay Forgetful', email }),
    }),
  )
  expect(invited.status).toBe(201)
  const { rows } = await poolOf(payload).query<{ id: string }>(
    `SELECT j.id FROM pgboss.job j JOIN users u ON u.id::text = j.data->>'userId'
     WHERE j.name = 'emails' AND j.data->>'type' = 'invite' AND u.email = $1`,
    [email],
  )
  await runEmailJob(payload, rows[0]!.id)
  const token = await tokenOf(email)
  if (!token) throw new Error('the invitation made no token')
  return { email, token }
}

describe('POST /api/users/forgot-password', () => {
  it('sends an invited contractor their unused invitation link again instead of voiding it', async () => {
    const { email, token } = await invitedContractor()
    const before = mailTo(email).length
    const response = await forgot(email)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await tokenOf(email)).toBe(token)
    const [resent] = mailTo(email).slice(before)
    expect(resent?.text).toContain(`${SITE_PATHS.proSetPassword}?token=${token}`)
    expect((await setPassword(token, 'a-long-new-password')).status).toBe(200)
  })

  it('makes a new link when none is live, leading a member of the team to the panel', async () => {
    const staff = await createUser(payload, 'staff')
    expect(await tokenOf(staff.email)).toBeNull()
    const delivered = mail.waitForMail(mail.received.length + 1)
    expect((await forgot(staff.email.toUpperCase())).status).toBe(200)
    await delivered
    const token = await tokenOf(staff.email)
    expect(token).toBeTruthy()
    expect(mailTo(staff.email).at(-1)?.text).toContain(`${SITE_PATHS.cms}/reset/${token}`)
    expect((await setPassword(token!, 'a-long-new-password')).status).toBe(200)
  })

  it('answers an unknown email exactly as a known one, and mails no one', async () => {
    const before = mail.received.length
    const unknown = await forgot(`${unique('nobody')}@example.com`)
    const known = await forgot((await createUser(payload, 'editor')).email)
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toEqual(await known.json())
    await mail.waitForMail(before + 1)
    expect(mail.received.length).toBe(before + 1)
  })

  it('refuses an address past its limit with 429 and Retry-After', async () => {
    const address = nextClientIp()
    const { limit } = FORGOT_PASSWORD_LIMITS.perAddress
    const seen: number[] = []
    for (let ask = 0; ask <= limit; ask += 1)
      seen.push((await forgot(`${unique('nobody')}@example.com`, address)).status)
    expect(seen).toEqual([...Array(limit).fill(200), 429])
    const refused = await forgot(`${unique('nobody')}@example.com`, address)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/)
    expect((await forgot(`${unique('nobody')}@example.com`)).status).toBe(200)
  })

  it('refuses an address asking for one account past its limit, and mails the account a few times an hour at most', async () => {
    const staff = await createUser(payload, 'staff')
    const address = nextClientIp()
    const { perAccountAddress, emailsPerAccount } = FORGOT_PASSWORD_LIMITS
    const seen: number[] = []
    for (let ask = 0; ask <= perAccountAddress.limit; ask += 1)
      seen.push((await forgot(staff.email, address)).status)
    expect(seen).toEqual([...Array(perAccountAddress.limit).fill(200), 429])
    // From other addresses the answer stays the same, but the account is mailed no more.
    for (let ask = 0; ask < 3; ask += 1) expect((await forgot(staff.email)).status).toBe(200)
    expect(mailTo(staff.email)).toHaveLength(emailsPerAccount.limit)
    // Every email carried the same live link.
    expect(new Set(mailTo(staff.email).map((message) => /reset\/(\w+)/.exec(message.text)?.[1])).size).toBe(1)
  })

  it('refuses a body without an email with 400 and a field message', async () => {
    const response = await forgot(42)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: [{ message: 'Enter the email address of your account.', field: 'email' }],
    })
  })
})
