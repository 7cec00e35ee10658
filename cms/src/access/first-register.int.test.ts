import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, testPayload, unique } from '../../test/payload'
import { firstErrorMessage, rest } from '../../test/rest'
import { projectRoot } from '../runtime/paths'

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
    // Production is read once per process from its environment: a server process of its own, on this database.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'cms/test/fixtures/register-first-user.ts'],
      {
        cwd: projectRoot,
        timeout: 60_000,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          // Named, as production requires; nothing is sent.
          SMTP_URL: 'smtp://127.0.0.1:9',
          PUBLIC_URL: 'https://pros.example',
        },
      },
    )
    const answer = stdout.split('\n').find((line) => line.startsWith('answer: '))
    expect(JSON.parse(answer?.slice('answer: '.length) ?? 'null')).toMatchObject({
      status: 403,
      body: { errors: [{ message: expect.stringMatching(/SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD/) }] },
    })
    expect(await accountsWith('stranger@example.com')).toBe(0)
  }, 60_000)
})
