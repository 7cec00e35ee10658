import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { withDatabase } from './database'
import { uniqueTag } from './fixtures'
import type { Credentials, Member } from './team'

export type Company = {
  id: string
  name: string
  /** Where its emails go. */
  office: string
  leads: string[]
}

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

export const CONTRACTOR_PASSWORD = 'a-long-contractor-password'

/** The source the test companies' ratings from elsewhere name. */
export const E2E_RATING_SOURCE = 'End-to-end test'

type CompanyOptions = {
  /** How its name starts: "0 Portal Roofing" sorts first on the dashboard's list. */
  name?: string
  service?: string
  states?: string[]
  /**
   * Its rating from elsewhere (source "End-to-end test"): 5 to be offered before every seeded contractor (rated
   * only elsewhere), 1 to be offered after them and so to no other spec.
   */
  externalRating?: number
  /**
   * A verified rating, as published reviews would make it (written in the database, which alone keeps it): offered
   * before every contractor rated only elsewhere.
   */
  verifiedRating?: number
  description?: string
  /** False for a company whose licence and insurance nobody has verified: never offered to homeowners. */
  credentials?: boolean
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A verified licence and insurance policy for the company, current for a year, recorded by the admin as staff do:
 * what a company needs before homeowners are offered it.
 */
export const giveCredentials = async (request: APIRequestContext, admin: Member, contractor: string) => {
  const checked = {
    contractor,
    expiresOn: new Date(Date.now() + 365 * DAY_MS).toISOString(),
    verifiedOn: new Date().toISOString(),
  }
  const records = [
    {
      collection: 'licences',
      data: { ...checked, state: 'FL', number: uniqueTag('E2E-LIC'), classification: 'Roofing Contractor' },
    },
    {
      collection: 'insurance-policies',
      data: { ...checked, carrier: 'Test Mutual', policyNumber: uniqueTag('E2E-POL'), coverage: 1_000_000 },
    },
  ]
  for (const { collection, data } of records) {
    const created = await request.post(`/api/${collection}`, { headers: admin.headers, data })
    expect(created.status(), await created.text()).toBe(201)
  }
}

/**
 * A contractor of the test's own (roofing, covering Florida unless told otherwise), with an office address of its
 * own for its emails. Specs making one that other specs' wizards and listings would meet run in the content project
 * (playwright.config.ts).
 */
export const createCompany = async (
  request: APIRequestContext,
  admin: Member,
  {
    name: prefix = '0 Portal Roofing',
    service = 'roofing',
    states = ['FL'],
    externalRating = 4.9,
    verifiedRating,
    description = 'A contractor made by an end-to-end test.',
    credentials = true,
  }: CompanyOptions = {},
): Promise<Company> => {
  const services = (await (
    await request.get(`/api/services?where[slug][equals]=${service}&depth=0`, { headers: admin.headers })
  ).json()) as { docs: { id: string }[] }
  const name = `${prefix} ${uniqueTag('co')}`
  const office = `${uniqueTag('office')}@example.com`
  const created = await request.post('/api/contractors', {
    headers: admin.headers,
    data: {
      name,
      slug: uniqueTag('e2e-contractor'),
      description,
      services: [services.docs[0]!.id],
      states,
      externalRating: { rating: externalRating, count: 12, source: E2E_RATING_SOURCE, asOf: '2026-03-01' },
      isActive: true,
      contact: { email: office },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: string } }).doc.id
  if (credentials) await giveCredentials(request, admin, id)
  if (verifiedRating !== undefined)
    await withDatabase((db) =>
      db.query('UPDATE contractors SET rating = $1, reviews_count = 1 WHERE id = $2', [verifiedRating, id]),
    )
  return { id, name, office, leads: [] }
}

/** A company as above with a portal account of its own (CONTRACTOR_PASSWORD), made by an admin rather than invited. */
export const createCompanyWithAccount = async (
  request: APIRequestContext,
  admin: Member,
  options: CompanyOptions = {},
): Promise<Company & { account: Credentials }> => {
  const company = await createCompany(request, admin, options)
  const account = { email: `${uniqueTag('pro')}@example.com`, password: CONTRACTOR_PASSWORD }
  const user = await request.post('/api/users', {
    headers: admin.headers,
    data: { ...account, role: 'contractor', contractor: company.id, name: `${company.name} Owner` },
  })
  expect(user.status(), await user.text()).toBe(201)
  return { ...company, account }
}

/** The company's licence and insurance records, gone (as only an admin may), so the company itself can go. */
export const removeCredentials = async (request: APIRequestContext, admin: Member, contractor: string) => {
  for (const collection of ['licences', 'insurance-policies']) {
    const removed = await request.delete(`/api/${collection}?where[contractor][equals]=${contractor}`, {
      headers: admin.headers,
    })
    expect(removed.status(), await removed.text()).toBe(200)
  }
}

/** The leads, accounts, credential records and company a test made, gone again. */
export const removeCompany = async (request: APIRequestContext, admin: Member, company: Company) => {
  for (const lead of company.leads) await request.delete(`/api/leads/${lead}`, { headers: admin.headers })
  await request.delete(`/api/users?where[contractor][equals]=${company.id}`, { headers: admin.headers })
  await removeCredentials(request, admin, company.id)
  await request.delete(`/api/contractors/${company.id}`, { headers: admin.headers })
}

export const removeCompanies = async (request: APIRequestContext, admin: Member, companies: Company[]) => {
  for (const company of companies) await removeCompany(request, admin, company)
}

/**
 * A homeowner's request to these companies through the quote-request API (roofing in Miami unless told otherwise);
 * each company keeps the lead's id, so removing it removes the lead too.
 */
export const requestQuote = async (
  request: APIRequestContext,
  companies: Company[],
  fields: Record<string, unknown> = {},
): Promise<{ id: string; name: string; email: string }> => {
  const body = {
    serviceSlug: 'roofing',
    zipCode: '33101',
    name: `Harper ${uniqueTag('Homeowner')}`,
    email: `${uniqueTag('homeowner')}@example.com`,
    phone: '(555) 010-4545',
    contactPref: 'email',
    description: 'Replace the roof over the porch.',
    consent: true,
    contractorIds: companies.map((company) => company.id),
    idempotencyKey: crypto.randomUUID(),
    ...fields,
  }
  const response = await request.post('/api/quote-requests', { data: body })
  expect(response.status(), await response.text()).toBe(201)
  const { id } = (await response.json()) as { id: string }
  for (const company of companies) company.leads.push(id)
  return { id, name: body.name, email: body.email }
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

/** Sets the account's password from its set-password link (an invitation's or a reset's); the portal opens, signed in. */
export const setPassword = async (page: Page, link: string, password = CONTRACTOR_PASSWORD) => {
  await page.goto(link)
  const submit = page.getByRole('button', { name: 'Set password and sign in' })
  // Enabled once the page's script runs: the server renders the form, which cannot send anything before then.
  await expect(submit).toBeEnabled()
  await page.getByLabel('New password').fill(password)
  await page.getByLabel('Confirm the password').fill(password)
  await submit.click()
}
