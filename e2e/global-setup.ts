import { DEV_STAFF, E2E_BASE_URL } from './config'

/** Where the workers find the shared admin session (see adminHeader in auth.ts). */
export const ADMIN_TOKEN_ENV = 'E2E_ADMIN_TOKEN'

/**
 * Signs the development admin in once for the whole run, before any worker starts: Payload rewrites an account's
 * list of sessions at each sign-in, so two workers signing in to the admin account at once could each drop the
 * other's session (a 403 in whichever test used it). Workers inherit the environment set here.
 */
export default async function globalSetup(): Promise<void> {
  const response = await fetch(`${E2E_BASE_URL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEV_STAFF),
  })
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`)
  process.env[ADMIN_TOKEN_ENV] = ((await response.json()) as { token: string }).token
}
