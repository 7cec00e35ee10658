import type { APIRequestContext } from '@playwright/test'

import { DEV_STAFF } from './config'
import { ADMIN_TOKEN_ENV } from './global-setup'

/**
 * Signs in through Payload's REST login and returns the header that authenticates later calls. The development
 * admin on the suite's own server is signed in once per run (global-setup.ts): its session is shared, not made
 * again by every test.
 */
export const authHeader = async (
  request: APIRequestContext,
  credentials: { email: string; password: string },
  baseURL = '',
): Promise<Record<string, string>> => {
  const shared = process.env[ADMIN_TOKEN_ENV]
  if (
    shared &&
    baseURL === '' &&
    credentials.email === DEV_STAFF.email &&
    credentials.password === DEV_STAFF.password
  )
    return { Authorization: `JWT ${shared}` }
  const response = await request.post(`${baseURL}/api/users/login`, { data: credentials })
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}
