import { expect, type APIRequestContext } from '@playwright/test'
import { withDatabase } from './database'
import { uniqueTag } from './fixtures'
import type { Member } from './team'

export type Company = { id: string; name: string; leads: string[] }

/**
 * The token of the account's set-password link once the server's email queue (run every second) has sent the
 * invitation, and one other than `previous` when an invitation replaced that one.
 */
export const invitationToken = (email: string, previous: string | null = null): Promise<string> =>
  withDatabase(async (db) => {
    const tokenOf = async () =>
      (
        await db.query<{ token: string | null }>(
          'SELECT reset_password_token AS token FROM users WHERE email = $1',
          [email],
        )
      ).rows[0]?.token ?? null
    await expect.poll(tokenOf, { timeout: 15_000 }).not.toBe(previous)
    await expect.poll(tokenOf).not.toBeNull()
    return (await tokenOf())!
  })

/** A roofing contractor of the test's own, covering Florida; its name sorts first on the dashboard's list.
 * In the content project (playwright.config.ts): another spec's wizard, offered roofers in Florida, would meet it.
 */
export const createCompany = async (request: APIRequestContext, admin: Member): Promise<Company> => {
  const services = (await (
    await request.get('/api/services?where[slug][equals]=roofing&depth=0', { headers: admin.headers })
  ).json()) as { docs: { id: string }[] }
  const name = `0 Portal Roofing ${uniqueTag('co')}`
  const created = await request.post('/api/contractors', {
    headers: admin.headers,
    data: {
      name,
      slug: uniqueTag('portal-roofing'),
      description: 'A roofing company made by the portal test.',
      services: [services.docs[0]!.id],
      states: ['FL'],
      rating: 4.9,
      reviewsCount: 12,
      isActive: true,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return { id: ((await created.json()) as { doc: { id: string } }).doc.id, name, leads: [] }
}

/** The leads, accounts and company a test made, gone again. */
export const removeCompany = async (request: APIRequestContext, admin: Member, company: Company) => {
  for (const lead of company.leads) await request.delete(`/api/leads/${lead}`, { headers: admin.headers })
  await request.delete(`/api/users?where[contractor][equals]=${company.id}`, { headers: admin.headers })
  await request.delete(`/api/contractors/${company.id}`, { headers: admin.headers })
}

/** Invites someone for the company over the API, as the dashboard's dialog does, and answers their link's token. */
export const invite = async (
  request: APIRequestContext,
  staff: Member,
  company: Company,
  email = `${uniqueTag('pro')}@example.com`,
) => {
  const response = await request.post('/api/contractor-invites', {
    headers: staff.headers,
    data: { contractor: company.id, name: 'Robin Roofer', email },
  })
  expect(response.status(), await response.text()).toBe(201)
  return { email, token: await invitationToken(email) }
}
