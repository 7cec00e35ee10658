import { expect, test as base, type PlaywrightWorkerArgs, type WorkerFixture } from '@playwright/test'

import { authHeader } from './auth'
import { bootstrapHeader } from './global-setup'
import { uniqueTag } from './fixtures'

type Role = 'admin' | 'editor' | 'staff'

export type Credentials = { email: string; password: string }
/** A member of the team, signed in over REST once per worker. */
export type Member = Credentials & { headers: Record<string, string> }

/**
 * A user of this worker's own, created for the worker and removed after it (as the Epic Stack's fixtures do):
 * Payload rewrites an account's list of sessions at each sign-in and sign-out, so workers sharing one account
 * could drop each other's session. The development admin's session from the global setup only creates and
 * removes these users.
 */
const member =
  (role: Role): WorkerFixture<Member, PlaywrightWorkerArgs> =>
  async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: base.info().project.use.baseURL })
    const bootstrap = bootstrapHeader()
    const credentials = { email: `${uniqueTag(role)}@example.com`, password: `${role}-password-1` }
    const created = await request.post('/api/users', {
      headers: bootstrap,
      data: { ...credentials, role, name: `Test ${role}` },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string } }
    await use({ ...credentials, headers: await authHeader(request, credentials) })
    const removed = await request.delete(`/api/users/${doc.id}`, { headers: bootstrap })
    expect(removed.status(), await removed.text()).toBe(200)
    await request.dispose()
  }

export const test = base.extend<object, { admin: Member; editor: Member; staff: Member }>({
  admin: [member('admin'), { scope: 'worker' }],
  editor: [member('editor'), { scope: 'worker' }],
  staff: [member('staff'), { scope: 'worker' }],
})
