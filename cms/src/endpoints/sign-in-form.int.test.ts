import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, TEST_PASSWORD, testPayload } from '../../test/payload'
import { rest } from '../../test/rest'
import { SIGN_IN_LIMITS } from '../hooks/signInLimits'
import { CLIENT_ADDRESS_HEADER } from '../server/client-address'
import type { User } from '../payload-types'

let payload: Payload
let staff: User
let origin: string

beforeAll(async () => {
  payload = await testPayload()
  staff = await createUser(payload, 'staff')
  origin = payload.config.csrf[0]!
})

let addresses = 0
/**
 * An address of this file's own (TEST-NET-3): the shared counter of other files starts again in each file, and an
 * address another file spent its sign-in limit on would be refused here.
 */
const nextClientIp = (): string => `203.0.113.${(addresses += 1)}`

/** The form as a browser posts it, before the page's script runs. */
const post = (
  fields: Record<string, string>,
  { from = origin, address = nextClientIp() }: { from?: string | null; address?: string } = {},
) =>
  rest('/api/sign-in', {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      [CLIENT_ADDRESS_HEADER]: address,
      ...(from ? { Origin: from } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  })

describe('POST /api/sign-in (the sign-in form without its script)', () => {
  it('signs in and sends the browser back to the page it came from, with the session cookie', async () => {
    const response = await post({ email: staff.email, password: TEST_PASSWORD, next: '/admin/leads' })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/admin/leads')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const cookie = response.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=[^;]+;/)
    expect(cookie).toContain('HttpOnly')
    const token = /^payload-token=([^;]+)/.exec(cookie)![1]!
    const me = (await (
      await rest('/api/users/me', { headers: { Authorization: `JWT ${token}` } })
    ).json()) as {
      user: { id: string } | null
    }
    expect(me.user?.id).toBe(staff.id)
  })

  it('sends a wrong password back to the page with the failure to show, and no cookie', async () => {
    const response = await post({ email: staff.email, password: 'not-the-password', next: '/pro' })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/pro?signIn=refused')
    expect(response.headers.get('Set-Cookie')).toBeNull()
  })

  it('sends a form missing its fields back with its own failure', async () => {
    const response = await post({ email: 'not-an-email', next: '/admin' })
    expect(response.headers.get('Location')).toBe('/admin?signIn=invalid')
  })

  it('returns only to the sign-in pages, whatever the form names', async () => {
    for (const next of [
      '//evil.example/admin',
      'https://evil.example/',
      '/requests/abc',
      '/admin/../cms',
      '',
    ])
      expect(
        (await post({ email: staff.email, password: 'wrong-password', next })).headers.get('Location'),
      ).toBe('/pro?signIn=refused')
  })

  it('refuses a form posted from another site, or without an origin, before checking anything', async () => {
    for (const from of ['https://evil.example', null]) {
      const response = await post({ email: staff.email, password: TEST_PASSWORD, next: '/admin' }, { from })
      expect(response.status).toBe(403)
      expect(response.headers.get('Set-Cookie')).toBeNull()
    }
  })

  it('keeps the sign-in limits: past them the page says to wait', async () => {
    const address = nextClientIp()
    const { limit } = SIGN_IN_LIMITS.perAccountAddress
    for (let attempt = 0; attempt < limit; attempt += 1)
      expect(
        (
          await post({ email: staff.email, password: 'wrong-password', next: '/admin' }, { address })
        ).headers.get('Location'),
      ).toBe('/admin?signIn=refused')
    const refused = await post({ email: staff.email, password: TEST_PASSWORD, next: '/admin' }, { address })
    expect(refused.headers.get('Location')).toBe('/admin?signIn=limited')
    expect(refused.headers.get('Set-Cookie')).toBeNull()
  })
})
