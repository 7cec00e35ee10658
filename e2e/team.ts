import {
  expect,
  test as base,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type PlaywrightWorkerArgs,
  type WorkerFixture,
} from '@playwright/test'

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

/** A browser of one person's own (no one else's cookies), signed in over REST as `person` when given. */
export const personalPage = async (
  browser: Browser,
  person?: Credentials,
  options: BrowserContextOptions = {},
): Promise<Page> => {
  const page = await (await browser.newContext(options)).newPage()
  if (person) {
    const login = await page.request.post('/api/users/login', { data: person })
    expect(login.status(), await login.text()).toBe(200)
  }
  return page
}

/** Fills and sends the sign-in form on the page (/pro's or /admin's). */
export const signInWithForm = async (page: Page, { email, password }: Credentials) => {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}
