import { expect, test as base, type PlaywrightWorkerArgs, type WorkerFixture } from '@playwright/test'

import { authHeader } from './auth'
import { DEV_STAFF } from './config'
import { uniqueTag } from './fixtures'

export type Member = { headers: Record<string, string> }

/**
 * A member of the team of this worker's own, signed in over REST: Payload rewrites an account's list of sessions
 * at each sign-in, so sign-ins to one shared account from several workers at once can drop each other's session.
 */
const member =
  (role: 'editor' | 'staff'): WorkerFixture<Member, PlaywrightWorkerArgs> =>
  async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: base.info().project.use.baseURL })
    const admin = await authHeader(request, DEV_STAFF)
    const account = { email: `${uniqueTag(role)}@example.com`, password: `${role}-password-1` }
    const created = await request.post('/api/users', {
      headers: admin,
      data: { ...account, role, name: `Test ${role}` },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string } }
    await use({ headers: await authHeader(request, account) })
    await request.delete(`/api/users/${doc.id}`, { headers: admin })
    await request.dispose()
  }

export const test = base.extend<object, { editor: Member; staff: Member }>({
  editor: [member('editor'), { scope: 'worker' }],
  staff: [member('staff'), { scope: 'worker' }],
})
