import type { APIRequestContext } from '@playwright/test'

/** Signs in through Payload's REST login and returns the header that authenticates later calls. */
export const authHeader = async (
  request: APIRequestContext,
  credentials: { email: string; password: string },
  baseURL = '',
): Promise<Record<string, string>> => {
  const response = await request.post(`${baseURL}/api/users/login`, { data: credentials })
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}
