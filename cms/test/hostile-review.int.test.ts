import { pbkdf2Sync } from 'node:crypto'

import { defaultLoggerOptions, type Payload } from 'payload'
import pg from 'pg'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { databaseErrorStatus } from '../src/hooks/databaseErrorStatus'
import { PASSWORD_HASH } from '../src/hooks/equalSignInTime'
import type { Contractor, Lead, Service, User } from '../src/payload-types'
import {
  createContractorUser,
  createService,
  createUser,
  signInToken,
  TEST_PASSWORD,
  testPayload,
  unique,
} from './payload'
import { asUser, firstErrorMessage, rest } from './rest'

/**
 * Abuse that reaches Payload's own routes (locks, unlocks, sign-in timing, values the database cannot take, an
 * outage, refusal messages), each through Payload's REST handling as the server runs it. The quote request's are in
 * its own tests; headers, the CSP and addresses the server refuses before Payload in e2e/api.spec.ts; error pages in
 * cms/src/server/error-page.test.ts and frontend/src/components/layout/error-page.test.tsx.
 */

let payload: Payload
let service: Service
let lead: Lead
let contractor: Contractor
const users = {} as Record<'editor' | 'staff' | 'admin', User>
const tokens = {} as Record<'editor' | 'staff' | 'admin', string>

const json = (body: unknown) => JSON.stringify(body)

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['editor', 'staff', 'admin'] as const) {
    users[role] = await createUser(payload, role)
    tokens[role] = await signInToken(payload, users[role])
  }
  service = await createService(payload, 'Hostile Review Service')
  contractor = await payload.create({
    collection: 'contractors',
    data: {
      name: 'Hostile Review Contractor',
      slug: unique('contractor'),
      description: 'Referred by the hostile review test.',
      services: [service.id],
      states: ['FL'],
      reviewsCount: 0,
    },
  })
  lead = await payload.create({
    collection: 'leads',
    data: {
      service: service.id,
      zipCode: '33101',
      name: 'Hostile Review Lead',
      email: `${unique('lead')}@example.com`,
      phone: '(555) 010-4242',
      contactPref: 'email',
      description: 'A lead the hostile review test locks and refers to.',
      consent: true,
      idempotencyKey: crypto.randomUUID(),
    },
  })
  await payload.create({ collection: 'referrals', data: { lead: lead.id, contractor: contractor.id } })
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('document locks', () => {
  /** A lock as the panel asks for one: on a document, in a user's name. */
  const lock = (token: string, document: { relationTo: string; value: string }, userId: string) =>
    rest(
      '/api/payload-locked-documents',
      asUser(token, {
        method: 'POST',
        body: json({ document, user: { relationTo: 'users', value: userId } }),
      }),
    )
  const onLead = () => ({ relationTo: 'leads', value: lead.id })
  const onService = () => ({ relationTo: 'services', value: service.id })

  it('refuses an editor locking a lead in the admin’s name with 403, and staff can still edit the lead', async () => {
    expect((await lock(tokens.editor, onLead(), users.admin.id)).status).toBe(403)
    const edit = await rest(
      `/api/leads/${lead.id}`,
      asUser(tokens.staff, { method: 'PATCH', body: json({ status: 'in-progress' }) }),
    )
    expect(edit.status).toBe(200)
  })

  it('refuses a lock in someone else’s name even on a document one may edit, and takes one in one’s own', async () => {
    expect((await lock(tokens.editor, onService(), users.admin.id)).status).toBe(403)
    const own = await lock(tokens.editor, onService(), users.editor.id)
    expect(own.status).toBe(201)
    const { doc } = (await own.json()) as { doc: { id: string } }
    const released = await rest(
      `/api/payload-locked-documents/${doc.id}`,
      asUser(tokens.editor, { method: 'DELETE' }),
    )
    expect(released.status).toBe(200)
  })

  it('refuses an editor locking a lead even in their own name: editors cannot edit leads', async () => {
    expect((await lock(tokens.editor, onLead(), users.editor.id)).status).toBe(403)
  })
})

describe('locks on the globals', () => {
  const lockGlobal = (token: string, globalSlug: string, userId: string) =>
    rest(
      '/api/payload-locked-documents',
      asUser(token, {
        method: 'POST',
        body: json({ globalSlug, user: { relationTo: 'users', value: userId } }),
      }),
    )

  it.each(['site-settings', 'home-page'])(
    'refuses staff and contractors locking %s, which they may not update, and lets an editor',
    async (globalSlug) => {
      const contractorUser = await createContractorUser(payload, contractor.id)
      const contractorToken = await signInToken(payload, contractorUser)
      expect((await lockGlobal(contractorToken, globalSlug, contractorUser.id)).status).toBe(403)
      expect((await lockGlobal(tokens.staff, globalSlug, users.staff.id)).status).toBe(403)
      const own = await lockGlobal(tokens.editor, globalSlug, users.editor.id)
      expect(own.status).toBe(201)
      const { doc } = (await own.json()) as { doc: { id: string } }
      // Nor may they take over or release the editor's lock.
      for (const token of [contractorToken, tokens.staff])
        expect(
          (await rest(`/api/payload-locked-documents/${doc.id}`, asUser(token, { method: 'DELETE' }))).status,
        ).toBe(403)
      const released = await rest(
        `/api/payload-locked-documents/${doc.id}`,
        asUser(tokens.editor, { method: 'DELETE' }),
      )
      expect(released.status).toBe(200)
    },
  )
})

describe('unlocking accounts', () => {
  it.each(['editor', 'staff'] as const)('refuses %s unlocking the admin’s account with 403', async (role) => {
    const response = await rest(
      '/api/users/unlock',
      asUser(tokens[role], { method: 'POST', body: json({ email: users.admin.email }) }),
    )
    expect(response.status).toBe(403)
  })

  it('lets an admin unlock an account', async () => {
    const response = await rest(
      '/api/users/unlock',
      asUser(tokens.admin, { method: 'POST', body: json({ email: users.editor.email }) }),
    )
    expect(response.status).toBe(200)
  })
})

describe('sign-in timing', () => {
  const failedSignInMs = async (email: string): Promise<number> => {
    const started = performance.now()
    const response = await rest('/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: json({ email, password: 'not-the-password' }),
    })
    expect(response.status).toBe(401)
    return performance.now() - started
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

  it('hashes the decoy password exactly as Payload hashes a stored one', async () => {
    const stored = await payload.db.findOne<{ hash: string; salt: string }>({
      collection: 'users',
      where: { id: { equals: users.staff.id } },
    })
    const { iterations, keyLength, digest } = PASSWORD_HASH
    const derived = pbkdf2Sync(TEST_PASSWORD, stored!.salt, iterations, keyLength, digest).toString('hex')
    expect(stored!.hash).toBe(`pbkdf2-sha256-v1:${derived}`)
  })

  it('takes as long for an unknown email as for a real account with a wrong password', async () => {
    // An account of its own, so its failed attempts lock no one else out (10 allowed).
    const account = await createUser(payload, 'staff')
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i += 1) {
      known.push(await failedSignInMs(account.email))
      unknown.push(await failedSignInMs(`${unique('nobody')}@example.com`))
    }
    // Both spend one password hash; without the decoy an unknown email is refused at once, far quicker.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.7)
  })
})

describe('values the database cannot take, and the sign-in log', () => {
  it.each(['/api/services?where[slug][equals]=%00', `/api/leads?where[name][equals]=%00`])(
    'answers %s with 400, not 500',
    async (path) => {
      const response = await rest(path, asUser(tokens.admin))
      expect(response.status).toBe(400)
    },
  )

  it('logs a failed sign-in as one line at info, with no stack and no email address', async () => {
    const error = vi.spyOn(payload.logger, 'error')
    const info = vi.spyOn(payload.logger, 'info')
    const email = `${unique('intruder')}@example.com`
    const response = await rest('/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: json({ email, password: 'guess' }),
    })
    expect(response.status).toBe(401)
    // Other work of the process may log meanwhile; what this sign-in logged is the line with its message.
    const lines = info.mock.calls.map((call) => JSON.stringify(call))
    expect(
      lines.filter((line) => line.includes('The email or password provided is incorrect.')),
    ).toHaveLength(1)
    expect(error.mock.calls.map((call) => JSON.stringify(call)).join('\n')).not.toContain('email or password')
    expect(lines.join('\n')).not.toContain(email)
    expect(lines.join('\n')).not.toContain('stack')
  })
})

describe('the database out of reach', () => {
  it('is a 503 with a message on Payload’s routes, from the driver’s own errors', async () => {
    const unreachable = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:9/none', max: 1 })
    const refused = await unreachable.query('SELECT 1').catch((error: unknown) => error as Error)
    await unreachable.end()
    expect(refused).toBeInstanceOf(Error)
    // As Drizzle hands it on: the driver's error as the cause of its own.
    const wrapped = new Error('Failed query: select 1', { cause: refused })
    for (const error of [refused as Error, wrapped])
      expect(databaseErrorStatus({ error, req: {} as never, context: {} })).toMatchObject({ status: 503 })
  })

  it('is a 503 when PostgreSQL answers that it is not ready for the statement (SQLSTATE 55000)', async () => {
    const notReady = Object.assign(new Error('object not in prerequisite state'), { code: '55000' })
    const wrapped = new Error('Failed query: select 1', { cause: notReady })
    expect(databaseErrorStatus({ error: wrapped, req: {} as never, context: {} })).toMatchObject({
      status: 503,
    })
  })
})

describe('refusal messages', () => {
  it('tell an editor that leads refer to a service, but not how many', async () => {
    const response = await rest(`/api/services/${service.id}`, asUser(tokens.editor, { method: 'DELETE' }))
    expect(response.status).toBe(409)
    expect(await firstErrorMessage(response)).toBe(
      'This service cannot be deleted while leads refer to it. Reassign or delete them first.',
    )
  })

  it('tell an admin how many', async () => {
    const response = await rest(`/api/services/${service.id}`, asUser(tokens.admin, { method: 'DELETE' }))
    expect(response.status).toBe(409)
    expect(await firstErrorMessage(response)).toBe(
      'This service cannot be deleted while 1 leads refer to it. Reassign or delete them first.',
    )
  })
})

describe('routes that must not answer 500 to anyone signed in', () => {
  it('deletes one’s own preference by key, and answers 404 for a key one does not have', async () => {
    const key = unique('columns')
    const saved = await rest(
      `/api/payload-preferences/${key}`,
      asUser(tokens.editor, { method: 'POST', body: json({ value: { columns: ['name'] } }) }),
    )
    expect(saved.status).toBe(200)
    // Another user's delete of the same key finds nothing of theirs.
    expect(
      (await rest(`/api/payload-preferences/${key}`, asUser(tokens.staff, { method: 'DELETE' }))).status,
    ).toBe(404)
    expect(
      (await rest(`/api/payload-preferences/${key}`, asUser(tokens.editor, { method: 'DELETE' }))).status,
    ).toBe(200)
    expect(
      (await rest(`/api/payload-preferences/${key}`, asUser(tokens.editor, { method: 'DELETE' }))).status,
    ).toBe(404)
  })

  it('answers the email verification route, which accounts do not use, with 404', async () => {
    const response = await rest('/api/users/verify/abc', asUser(tokens.editor, { method: 'POST' }))
    expect(response.status).toBe(404)
  })
})

describe('answers that carry a session token', () => {
  const post = (path: string, body: unknown, token?: string) =>
    rest(path, asUser(token, { method: 'POST', body: json(body) }))

  it('are never kept by a cache: sign-in, its refusal, me, refresh and set-password', async () => {
    const account = await createUser(payload, 'editor')
    const signedIn = await post('/api/users/login', { email: account.email, password: TEST_PASSWORD })
    expect(signedIn.status).toBe(200)
    const { token } = (await signedIn.json()) as { token: string }
    const answers = {
      'sign-in': signedIn,
      'refused sign-in': await post('/api/users/login', { email: account.email, password: 'wrong' }),
      me: await rest('/api/users/me', asUser(token)),
      refresh: await post('/api/users/refresh-token', {}, token),
      'set-password': await post('/api/users/reset-password', {
        token: await payload.forgotPassword({
          collection: 'users',
          data: { email: account.email },
          disableEmail: true,
        }),
        password: 'a-long-new-password',
      }),
    }
    expect(Object.values(answers).map((answer) => answer.status)).toEqual([200, 401, 200, 200, 200])
    for (const [name, answer] of Object.entries(answers))
      expect(answer.headers.get('Cache-Control'), name).toBe('no-store')
  })
})

describe('JSON bodies that are not objects', () => {
  const routes: [string, string][] = [
    ['POST', '/api/services'],
    ['PATCH', '/api/services?where[slug][equals]=none'],
    ['POST', '/api/globals/site-settings'],
    ['POST', '/api/payload-locked-documents'],
    ['POST', '/api/users/login'],
    ['POST', '/api/users/forgot-password'],
    ['POST', '/api/users/reset-password'],
    ['POST', '/api/contractor-invites'],
    ['POST', '/api/leads'],
  ]

  it.each(['[]', '"x"', '1', 'null', 'true', '[{"name":"x"}]'])(
    'are refused with 400 on every write route, signed in or not: %s',
    async (body) => {
      for (const [method, path] of routes)
        for (const token of [undefined, tokens.admin]) {
          const response = await rest(path, {
            method,
            headers: {
              'Content-Type': 'application/json',
              ...(token ? { Authorization: `JWT ${token}` } : {}),
            },
            body,
          })
          expect(response.status, `${method} ${path} ${token ? 'as admin' : 'anonymous'}`).toBe(400)
          expect(await firstErrorMessage(response)).toBe('The request body must be a JSON object.')
        }
    },
  )

  it.each(['null', '1', '[]', '"x"', '{'])(
    'are refused with 400 as an upload’s _payload field too, signed in or not: %s',
    async (field) => {
      for (const path of ['/api/media', '/api/services', '/api/globals/site-settings'])
        for (const token of [undefined, tokens.editor]) {
          const form = new FormData()
          form.append('_payload', field)
          const response = await rest(path, {
            method: 'POST',
            headers: token ? { Authorization: `JWT ${token}` } : {},
            body: form,
          })
          expect(response.status, `${path} ${token ? 'as editor' : 'anonymous'}`).toBe(400)
          expect(await firstErrorMessage(response)).toBe('The upload’s _payload field must be a JSON object.')
        }
    },
  )

  it('still takes an object', async () => {
    const response = await rest(
      '/api/globals/site-settings',
      asUser(tokens.editor, { method: 'POST', body: json({}) }),
    )
    expect(response.status).toBe(200)
  })
})

describe('the log of refused requests', () => {
  /** The lines the logger writes while `act` runs, as its JSON records. */
  const linesWritten = async (act: () => Promise<unknown>) => {
    const write = vi.spyOn(defaultLoggerOptions, 'write')
    await act()
    const lines = write.mock.calls.map(([chunk]) => JSON.parse(String(chunk)) as Record<string, unknown>)
    write.mockRestore()
    return lines
  }

  it.each([
    ['a query on a field that does not exist', () => rest('/api/services?where[nope][equals]=1')],
    [
      'a NUL in a sign-in’s email',
      () =>
        rest('/api/users/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: json({ email: 'a\u0000@example.com', password: 'x' }),
        }),
    ],
    [
      'a body that is not JSON',
      () =>
        rest('/api/users/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"email":',
        }),
    ],
  ])('logs %s at info, one line without stack or SQL', async (_what, request) => {
    let status = 0
    const lines = await linesWritten(async () => {
      status = (await request()).status
    })
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([])
    const logged = lines.filter((line) => String(line.msg).startsWith(`${status} `))
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ level: 30 })
    expect(JSON.stringify(logged)).not.toMatch(/stack|select |Failed query/i)
  })

  it('still logs a server error at error, with its stack', async () => {
    const lines = await linesWritten(async () => {
      payload.logger.error({ err: new Error('the disk is full') })
    })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 50 })
    expect(JSON.stringify(lines[0])).toContain('stack')
  })
})
