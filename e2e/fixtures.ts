import { expect, type APIRequestContext, type Page } from '@playwright/test'

type LeadInput = {
  name: string
  email?: string
  phone?: string
  serviceSlug?: string
  zipCode?: string
  headers?: Record<string, string>
}

/**
 * Opens a public page and waits until it is hydrated (the root layout marks <html data-hydrated>): the page paints
 * before its scripts load, and a control that needs them, such as the phone menu, does nothing until then.
 */
export const gotoHydrated = async (page: Page, path: string): Promise<void> => {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated')
}

/** Console errors, hydration warnings and uncaught errors of the page from now on; a clean page leaves it empty. */
export const collectConsoleProblems = (page: Page): string[] => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** A tag no other test uses, so a test finds exactly the records it made among everyone else's. */
export const uniqueTag = (label: string): string =>
  `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`

/**
 * A real quote request through POST /api/quote-requests (the only way leads are made), to the first contractor the
 * select step offers (one elsewhere in the state where no one covers the ZIP code); answers the stored lead's id and email.
 */
export const submitLead = async (
  request: APIRequestContext,
  {
    name,
    email = `${uniqueTag('lead')}@example.com`,
    phone = '(555) 010-7777',
    serviceSlug = 'roofing',
    zipCode = '33101',
    headers,
  }: LeadInput,
): Promise<{ id: string; email: string }> => {
  const match = (await (
    await request.get(`/api/contractors/match?service=${serviceSlug}&zip=${zipCode}`)
  ).json()) as {
    local: { id: string }[]
    national: { id: string }[]
  }
  const response = await request.post('/api/quote-requests', {
    headers,
    data: {
      serviceSlug,
      zipCode,
      name,
      email,
      phone,
      contactPref: 'phone',
      description: 'Replace a few missing shingles after a storm.',
      consent: true,
      contractorIds: [(match.local[0] ?? match.national[0])?.id],
      idempotencyKey: crypto.randomUUID(),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { id } = (await response.json()) as { id: string }
  return { id, email }
}

/** The stored lead with this email, read as staff. */
export const findLead = async (
  request: APIRequestContext,
  email: string,
  headers: Record<string, string>,
) => {
  const body = (await (
    await request.get(`/api/leads?where[email][equals]=${encodeURIComponent(email)}`, { headers })
  ).json()) as { docs: { id: string; status: string; consentEvidence: { ip: string } }[] }
  return body.docs[0]
}

/** Removes a lead a test made, its referrals first, so that other specs see the seeded database. */
export const deleteLead = async (request: APIRequestContext, id: string, headers: Record<string, string>) => {
  const referrals = await request.delete(`/api/referrals?where[lead][equals]=${id}`, { headers })
  expect(referrals.ok(), await referrals.text()).toBe(true)
  const deleted = await request.delete(`/api/leads/${id}`, { headers })
  expect(deleted.ok(), await deleted.text()).toBe(true)
}
