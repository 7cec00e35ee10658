import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createContractorUser,
  createService,
  createUser,
  signInToken,
  testPayload,
  unique,
} from '../../test/payload'
import { runEmailJob } from '../../test/email-queue'
import { startMailCatcher } from '../../test/mail-catcher'
import { asUser, rest } from '../../test/rest'
import { contractorAccountMessages } from '../contracts/contractor-account'
import { poolOf } from '../database/pool'
import { REPLACED_LINK_NOTICE } from '../email/account-emails'

let payload: Payload
let service: string
let staffToken: string
let mail: Awaited<ReturnType<typeof startMailCatcher>>

const createContractor = async (isActive = true): Promise<string> =>
  (
    await payload.create({
      collection: 'contractors',
      data: {
        name: 'Invited Co',
        slug: unique('invited-co'),
        description: 'A contractor made by a test.',
        services: [service],
        states: ['FL'],
        rating: 4,
        reviewsCount: 1,
        isActive,
      },
    })
  ).id

const invite = (body: unknown, token: string | undefined = staffToken) =>
  rest('/api/contractor-invites', asUser(token, { method: 'POST', body: JSON.stringify(body) }))

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { field?: string; message: string }[] }).errors

/** The invitation jobs queued for an account, oldest first. */
const inviteJobsOf = async (userId: string): Promise<string[]> => {
  const { rows } = await poolOf(payload).query<{ id: string }>(
    `SELECT id FROM pgboss.job
     WHERE name = 'emails' AND data->>'type' = 'invite' AND data->>'userId' = $1 ORDER BY created_on, id`,
    [userId],
  )
  return rows.map((row) => row.id)
}

/** Sends an invitation as the email queue would, and the link's token it made. */
const sendInvitation = async (jobId: string, userId: string): Promise<string> => {
  await runEmailJob(payload, jobId)
  const { rows } = await poolOf(payload).query<{ reset_password_token: string | null }>(
    'SELECT reset_password_token FROM users WHERE id = $1',
    [userId],
  )
  const token = rows[0]?.reset_password_token
  if (!token) throw new Error('the invitation made no token')
  return token
}

const setPassword = (token: string, password: string) =>
  rest(
    '/api/users/reset-password',
    asUser(undefined, { method: 'POST', body: JSON.stringify({ token, password }) }),
  )

const accountOf = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0, limit: 1 }))
    .docs[0]

beforeAll(async () => {
  payload = await testPayload()
  service = (await createService(payload, 'Invite Service')).id
  staffToken = await signInToken(payload, await createUser(payload, 'staff'))
  mail = await startMailCatcher(Number(new URL(process.env.SMTP_URL!).port))
})

afterAll(async () => {
  await mail.close()
})

describe('POST /api/contractor-invites', () => {
  it('is for staff and admins only', async () => {
    const contractor = await createContractor()
    const body = () => ({ contractor, name: 'Sam Pro', email: `${unique('refused')}@example.com` })
    expect((await invite(body(), '')).status).toBe(401)
    for (const role of ['editor'] as const)
      expect((await invite(body(), await signInToken(payload, await createUser(payload, role)))).status).toBe(
        403,
      )
    const contractorToken = await signInToken(payload, await createContractorUser(payload, contractor))
    expect((await invite(body(), contractorToken)).status).toBe(403)
    const adminToken = await signInToken(payload, await createUser(payload, 'admin'))
    expect((await invite(body(), adminToken)).status).toBe(201)
  })

  it('makes a contractor account for the company, unusable until the invitation’s link sets its password', async () => {
    const contractor = await createContractor()
    const email = `${unique('Sam.Pro')}@Example.com`
    const response = await invite({ contractor, name: 'Sam Pro', email })
    expect(response.status).toBe(201)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ email: email.toLowerCase(), reinvited: false })
    const account = await accountOf(email.toLowerCase())
    expect(account).toMatchObject({ role: 'contractor', contractor, name: 'Sam Pro' })
    const [job] = await inviteJobsOf(account!.id)
    expect(job).toBeTruthy()
    const token = await sendInvitation(job!, account!.id)
    const expiresIn =
      Date.parse(
        (await payload.findByID({ collection: 'users', id: account!.id, showHiddenFields: true }))
          .resetPasswordExpiration!,
      ) - Date.now()
    expect(expiresIn).toBeGreaterThan(71 * 60 * 60 * 1000)
    expect(expiresIn).toBeLessThanOrEqual(72 * 60 * 60 * 1000)
    const set = await setPassword(token, 'a-long-new-password')
    expect(set.status).toBe(200)
    expect(set.headers.get('Set-Cookie')).toContain('payload-token=')
    const signedIn = await payload.login({
      collection: 'users',
      data: { email: email.toLowerCase(), password: 'a-long-new-password' },
    })
    expect(signedIn.user?.id).toBe(account!.id)
    // A link works once.
    expect((await setPassword(token, 'another-long-password')).status).toBe(403)
  })

  it('sends a new link when the same person is invited again, and the old link stops working', async () => {
    const contractor = await createContractor()
    const email = `${unique('again')}@example.com`
    expect((await invite({ contractor, name: 'First Name', email })).status).toBe(201)
    const again = await invite({ contractor, name: 'Second Name', email })
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual({ email, reinvited: true })
    const account = await accountOf(email)
    expect(account?.name).toBe('Second Name')
    const jobs = await inviteJobsOf(account!.id)
    expect(jobs).toHaveLength(2)
    const first = await sendInvitation(jobs[0]!, account!.id)
    const second = await sendInvitation(jobs[1]!, account!.id)
    expect(second).not.toBe(first)
    expect((await setPassword(first, 'a-long-new-password')).status).toBe(403)
    expect((await setPassword(second, 'a-long-new-password')).status).toBe(200)
  })

  it('says in the invitation sent again that the earlier link no longer works, and only then', async () => {
    const contractor = await createContractor()
    const email = `${unique('told')}@example.com`
    expect((await invite({ contractor, name: 'Told Twice', email })).status).toBe(201)
    expect((await invite({ contractor, name: 'Told Twice', email })).status).toBe(201)
    const account = await accountOf(email)
    const [firstJob, secondJob] = await inviteJobsOf(account!.id)
    await sendInvitation(firstJob!, account!.id)
    await sendInvitation(secondJob!, account!.id)
    const [first, second] = mail.received.filter((message) => message.to.includes(email))
    expect(first?.text).not.toContain(REPLACED_LINK_NOTICE)
    expect(second?.text).toContain(REPLACED_LINK_NOTICE)
    expect(second?.html).toContain('its link no longer works')
  })

  it('records when each invitation was sent', async () => {
    const contractor = await createContractor()
    const email = `${unique('dated')}@example.com`
    const before = Date.now()
    expect((await invite({ contractor, name: 'Dated Pro', email })).status).toBe(201)
    const first = Date.parse((await accountOf(email))!.invitedAt!)
    expect(first).toBeGreaterThanOrEqual(before - 1000)
    expect((await invite({ contractor, name: 'Dated Pro', email })).status).toBe(201)
    expect(Date.parse((await accountOf(email))!.invitedAt!)).toBeGreaterThan(first)
  })

  it('refuses an email that has another account or answers for another company, naming the field', async () => {
    const staff = await createUser(payload, 'staff')
    const contractor = await createContractor()
    const elsewhereCompany = await createContractor()
    const elsewhere = await createContractorUser(payload, elsewhereCompany)
    for (const [email, message] of [
      [staff.email, contractorAccountMessages.emailTaken],
      [elsewhere.email, contractorAccountMessages.emailOfAnotherCompany],
    ] as const) {
      const response = await invite({ contractor, name: 'Sam Pro', email })
      expect(response.status).toBe(400)
      expect(await errorsOf(response)).toEqual([{ field: 'email', message }])
    }
    expect((await accountOf(staff.email))?.role).toBe('staff')
    expect((await accountOf(elsewhere.email))?.contractor).toBe(elsewhereCompany)
  })

  it('refuses an inactive or unknown contractor, and bad input, with the field’s message', async () => {
    for (const contractor of [await createContractor(false), crypto.randomUUID()]) {
      const email = `${unique('inactive')}@example.com`
      const response = await invite({ contractor, name: 'Sam Pro', email })
      expect(response.status).toBe(400)
      expect(await errorsOf(response)).toEqual([
        { field: 'contractor', message: contractorAccountMessages.contractorUnavailable },
      ])
      expect(await accountOf(email)).toBeUndefined()
    }
    const response = await invite({ contractor: 'nope', name: ' ', email: 'not-an-email' })
    expect(response.status).toBe(400)
    expect(await errorsOf(response)).toEqual([
      { field: 'contractor', message: contractorAccountMessages.contractor },
      { field: 'name', message: contractorAccountMessages.name },
      { field: 'email', message: contractorAccountMessages.email },
    ])
    expect((await invite('garbage')).status).toBe(400)
  })
})

describe('setting the password from the link', () => {
  const invited = async () => {
    const email = `${unique('link')}@example.com`
    expect((await invite({ contractor: await createContractor(), name: 'Sam Pro', email })).status).toBe(201)
    const account = await accountOf(email)
    const [job] = await inviteJobsOf(account!.id)
    return { account: account!, token: await sendInvitation(job!, account!.id) }
  }

  it('refuses a password shorter than the form allows, with its message', async () => {
    const { token } = await invited()
    const response = await setPassword(token, 'too-short')
    expect(response.status).toBe(400)
    const body = (await response.json()) as {
      errors: { data?: { errors: { path: string; message: string }[] } }[]
    }
    expect(body.errors[0]?.data?.errors).toEqual([
      { path: 'password', message: contractorAccountMessages.password },
    ])
    // The link still works for a good one.
    expect((await setPassword(token, 'long-enough-password')).status).toBe(200)
  })

  it('refuses a link older than 72 hours', async () => {
    const { account, token } = await invited()
    await poolOf(payload).query(
      `UPDATE users SET reset_password_expiration = now() - interval '1 minute' WHERE id = $1`,
      [account.id],
    )
    const response = await setPassword(token, 'long-enough-password')
    expect(response.status).toBe(403)
  })
})
