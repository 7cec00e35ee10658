import { nodeReport, runsPinnedNode } from '../scripts/node-version'
import { DEV_STAFF, E2E_BASE_URL } from './config'

/** Where the workers find the development admin's session (see bootstrapHeader). */
const BOOTSTRAP_TOKEN_ENV = 'E2E_BOOTSTRAP_TOKEN'

/**
 * Signs the development admin in once for the whole run, before any worker starts; workers inherit the environment
 * set here. That session only creates and removes each worker's own users (team.ts): tests sign in as those.
 */
export default async function globalSetup(): Promise<void> {
  console.log(`[playwright] ${nodeReport()}`)
  if (!runsPinnedNode()) throw new Error(`Run the end-to-end tests through npm or npx: ${nodeReport()}`)
  const response = await fetch(`${E2E_BASE_URL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEV_STAFF),
  })
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`)
  process.env[BOOTSTRAP_TOKEN_ENV] = ((await response.json()) as { token: string }).token
}

export const bootstrapHeader = (): Record<string, string> => {
  const token = process.env[BOOTSTRAP_TOKEN_ENV]
  if (!token) throw new Error(`${BOOTSTRAP_TOKEN_ENV} is not set: run the suite through playwright.config.ts`)
  return { Authorization: `JWT ${token}` }
}
