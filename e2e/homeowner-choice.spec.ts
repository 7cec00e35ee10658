import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { expectNoSeriousA11yViolations } from './a11y'
import { E2E_BASE_URL } from './config'
import { gotoHydrated, uniqueTag } from './fixtures'
import { linkIn, mailTo, receivedMail } from './mailbox'
import { test, type Member } from './team'

/**
 * The homeowner decides the outcome: two contractors quote at /pro, the homeowner hires one from their request page,
 * the other is told by email, and the lead reads hired on /admin; a contractor's own "won" asks the homeowner by
 * email to confirm, and their confirmation makes it hired. Every link is taken from the email that carries it.
 *
 * In the content project (playwright.config.ts): its companies are roofers covering Florida while it runs, which
 * the other specs' wizards and listings would otherwise meet.
 */

const PASSWORD = 'a-long-contractor-password'
const CARD = 'Roofing in 33101 · Miami, FL'

type Company = { id: string; name: string; office: string; account: { email: string; password: string } }

/** A roofer covering Florida, with a portal account of its own. */
const createCompany = async (request: APIRequestContext, admin: Member, label: string): Promise<Company> => {
  const services = await request.get('/api/services?where[slug][equals]=roofing&depth=0')
  const [service] = ((await services.json()) as { docs: { id: string }[] }).docs
  const name = `${label} Roofing ${uniqueTag('co')}`
  const office = `${uniqueTag('office')}@example.com`
  const created = await request.post('/api/contractors', {
    headers: admin.headers,
    data: {
      name,
      slug: uniqueTag('choice-roofing'),
      description: 'Roofs, repaired and replaced.',
      services: [service!.id],
      states: ['FL'],
      rating: 4,
      reviewsCount: 2,
      isActive: true,
      contact: { email: office },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: string } }).doc.id
  const account = { email: `${uniqueTag('pro')}@example.com`, password: PASSWORD }
  const user = await request.post('/api/users', {
    headers: admin.headers,
    data: { ...account, role: 'contractor', contractor: id, name: `${label} Owner` },
  })
  expect(user.status(), await user.text()).toBe(201)
  return { id, name, office, account }
}

const removeCompanies = async (request: APIRequestContext, admin: Member, companies: Company[]) => {
  for (const company of companies) {
    await request.delete(`/api/users?where[contractor][equals]=${company.id}`, { headers: admin.headers })
    await request.delete(`/api/contractors/${company.id}`, { headers: admin.headers })
  }
}

/** A homeowner's roofing request in Miami to these companies, through the quote-request API. */
const requestQuotes = async (request: APIRequestContext, companies: Company[]) => {
  const email = `${uniqueTag('homeowner')}@example.com`
  const response = await request.post('/api/quote-requests', {
    data: {
      serviceSlug: 'roofing',
      zipCode: '33101',
      name: 'Harper Homeowner',
      email,
      phone: '(555) 010-4545',
      contactPref: 'email',
      description: 'Replace the roof over the porch.',
      consent: true,
      contractorIds: companies.map((company) => company.id),
      idempotencyKey: crypto.randomUUID(),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return email
}

/** A browser of the company's own, signed in to the portal, on its request's card. */
const portalOf = async (
  browser: Browser,
  company: Company,
): Promise<{ pro: Page; card: ReturnType<Page['getByRole']> }> => {
  const pro = await (await browser.newContext()).newPage()
  const login = await pro.request.post('/api/users/login', { data: company.account })
  expect(login.status(), await login.text()).toBe(200)
  await pro.goto('/pro')
  const card = pro.getByRole('article', { name: CARD })
  await expect(card).toHaveCount(1)
  return { pro, card }
}

/** Accepts the request at /pro, then sends a quote with its amount and message. */
const quoteAtPortal = async (browser: Browser, company: Company, amount: string, message: string) => {
  const { pro, card } = await portalOf(browser, company)
  await card.getByRole('button', { name: 'Accept' }).click()
  await card.getByRole('button', { name: 'Send quote' }).click()
  const dialog = pro.getByRole('dialog', { name: 'Send a quote' })
  await dialog.getByLabel('Quote amount in dollars (optional)').fill(amount)
  await dialog.getByLabel('Message to the homeowner (optional)').fill(message)
  await dialog.getByRole('button', { name: 'Mark quote sent' }).click()
  await expect(card.getByText(`Your message: ${message}`)).toBeVisible()
  await pro.context().close()
}

const contractorItem = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Your Contractors' }).getByRole('listitem').filter({ hasText: name })

const deleteLeadsOf = (request: APIRequestContext, admin: Member, email: string) =>
  request.delete(`/api/leads?where[email][equals]=${encodeURIComponent(email)}`, { headers: admin.headers })

test('two contractors quote, the homeowner hires one, the other is told, and the lead reads hired on /admin', async ({
  page,
  browser,
  request,
  admin,
  staff,
}) => {
  const able = await createCompany(request, admin, 'Able')
  const baker = await createCompany(request, admin, 'Baker')
  const homeowner = await requestQuotes(request, [able, baker])
  try {
    await quoteAtPortal(browser, able, '14200', 'Architectural shingles, two days of work.')
    await quoteAtPortal(browser, baker, '15900', 'We can start next week.')

    // The quote's email carries the contractor's message and the link to the page where the homeowner decides.
    const quoted = await receivedMail(homeowner, new RegExp(`^${able.name} sent you a quote`))
    expect(quoted.text).toContain('$14,200')
    expect(quoted.text).toContain('Architectural shingles, two days of work.')
    await gotoHydrated(page, linkIn(quoted, `${E2E_BASE_URL}/requests/`))
    const ableItem = contractorItem(page, able.name)
    const bakerItem = contractorItem(page, baker.name)
    await expect(ableItem.getByText('Quote sent', { exact: true })).toBeVisible()
    await expect(ableItem.getByText('Architectural shingles, two days of work.')).toBeVisible()
    await expect(bakerItem.getByRole('button', { name: `Hire ${baker.name}` })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Hire, after a dialog that says what it does.
    await ableItem.getByRole('button', { name: `Hire ${able.name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Hire ${able.name}?` })
    await expect(dialog).toContainText('close the request for them')
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: `Hire ${able.name}` }).click()
    await expect(dialog).toHaveCount(0)
    await expect(ableItem.getByText('Hired', { exact: true })).toBeVisible()
    await expect(ableItem.getByText('You hired them for this job.')).toBeVisible()
    await expect(bakerItem.getByText('You chose someone else for this job.')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your Contractors' }).getByRole('button')).toHaveCount(0)
    await page.reload()
    await expect(ableItem.getByText('Hired', { exact: true })).toBeVisible()

    // The contractor not chosen is told, kindly; the one hired is not.
    const notChosen = await receivedMail(baker.office, /^Not chosen this time: Roofing in 33101$/)
    expect(notChosen.text).toContain('has hired another contractor')
    expect(notChosen.text).not.toContain('Harper')
    expect(mailTo(able.office).filter((mail) => mail.subject.startsWith('Not chosen'))).toEqual([])

    // Staff see the lead hired on the dashboard.
    const desk = await (await browser.newContext()).newPage()
    const login = await desk.request.post('/api/users/login', {
      data: { email: staff.email, password: staff.password },
    })
    expect(login.status()).toBe(200)
    await desk.goto(`/admin?search=${encodeURIComponent(homeowner)}`)
    await expect(desk.getByRole('button', { name: 'Status of Harper Homeowner: hired' })).toBeVisible()
  } finally {
    await deleteLeadsOf(request, admin, homeowner)
    await removeCompanies(request, admin, [able, baker])
  }
})

test("a contractor's own “won” asks the homeowner to confirm by email, and confirming makes the request hired", async ({
  page,
  browser,
  request,
  admin,
  staff,
}) => {
  const cole = await createCompany(request, admin, 'Cole')
  const homeowner = await requestQuotes(request, [cole])
  try {
    const { pro, card } = await portalOf(browser, cole)
    await card.getByRole('button', { name: 'Accept' }).click()
    await card.getByRole('button', { name: 'Mark won' }).click()
    await pro
      .getByRole('dialog', { name: 'Mark this job as won?' })
      .getByRole('button', { name: 'Yes, mark won' })
      .click()
    await expect(card.getByText('Won', { exact: true })).toBeVisible()

    const asked = await receivedMail(
      homeowner,
      new RegExp(`^${cole.name} reports being hired: please confirm$`),
    )
    await gotoHydrated(page, linkIn(asked, `${E2E_BASE_URL}/requests/`))
    const item = contractorItem(page, cole.name)
    await expect(item.getByText('Reports being hired', { exact: true })).toBeVisible()
    await expect(item.getByText('You hired them for this job.')).toHaveCount(0)
    await expect(item.getByRole('button', { name: 'That’s not right' })).toBeVisible()

    await item.getByRole('button', { name: 'Confirm' }).click()
    await page
      .getByRole('dialog', { name: `Confirm you hired ${cole.name}?` })
      .getByRole('button', { name: 'Yes, I hired them' })
      .click()
    await expect(item.getByText('Hired', { exact: true })).toBeVisible()
    await expect(item.getByText('You hired them for this job.')).toBeVisible()

    const leads = await request.get(
      `/api/leads?where[email][equals]=${encodeURIComponent(homeowner)}&depth=0`,
      {
        headers: staff.headers,
      },
    )
    const [lead] = ((await leads.json()) as { docs: { status: string }[] }).docs
    expect(lead?.status).toBe('hired')
    // One email asked; the confirmation itself sends none.
    expect(mailTo(homeowner).filter((mail) => mail.subject.includes('reports being hired'))).toHaveLength(1)
  } finally {
    await deleteLeadsOf(request, admin, homeowner)
    await removeCompanies(request, admin, [cole])
  }
})
