import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { expectNoSeriousA11yViolations } from './a11y'
import { E2E_BASE_URL } from './config'
import { createCompanyWithAccount, removeCompanies, requestQuote, type Company } from './contractor-company'
import { gotoHydrated } from './fixtures'
import { linkIn, mailTo, receivedMail } from './mailbox'
import { personalPage, test, type Member } from './team'

/**
 * The homeowner decides the outcome: two contractors quote at /pro, the homeowner hires one from their request page,
 * the other is told by email, and the lead reads hired on /admin; a contractor's own "won" asks the homeowner by
 * email to confirm, and their confirmation makes it hired. Every link is taken from the email that carries it.
 *
 * In the content project (playwright.config.ts): its companies are roofers covering Florida while it runs, which
 * the other specs' wizards and listings would otherwise meet.
 */

const CARD = 'Roofing in 33101 · Miami, FL'

type Roofer = Awaited<ReturnType<typeof createCompanyWithAccount>>

/** A roofer covering Florida, with a portal account of its own. */
const createRoofer = (request: APIRequestContext, admin: Member, label: string) =>
  createCompanyWithAccount(request, admin, {
    name: `${label} Roofing`,
    externalRating: 4,
    description: 'Roofs, repaired and replaced.',
  })

/** A homeowner's roofing request in Miami to these companies; answers the homeowner's email. */
const requestQuotes = async (request: APIRequestContext, companies: Company[]) =>
  (await requestQuote(request, companies, { name: 'Harper Homeowner' })).email

/** A browser of the company's own, signed in to the portal, on its request's card. */
const portalOf = async (
  browser: Browser,
  company: Roofer,
): Promise<{ pro: Page; card: ReturnType<Page['getByRole']> }> => {
  const pro = await personalPage(browser, company.account)
  await pro.goto('/pro')
  const card = pro.getByRole('article', { name: CARD })
  await expect(card).toHaveCount(1)
  return { pro, card }
}

/** Accepts the request at /pro, then sends a quote with its amount and message. */
const quoteAtPortal = async (browser: Browser, company: Roofer, amount: string, message: string) => {
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

test('two contractors quote, the homeowner hires one, the other is told, and the lead reads hired on /admin', async ({
  page,
  browser,
  request,
  admin,
  staff,
}) => {
  const able = await createRoofer(request, admin, 'Able')
  const baker = await createRoofer(request, admin, 'Baker')
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
    // What is left to do there is reviewing the contractor hired.
    await expect(page.getByRole('region', { name: 'Your Contractors' }).getByRole('button')).toHaveText([
      'Send review',
    ])
    await page.reload()
    await expect(ableItem.getByText('Hired', { exact: true })).toBeVisible()

    // The contractor not chosen is told, kindly; the one hired is not.
    const notChosen = await receivedMail(baker.office, /^Not chosen this time: Roofing in 33101$/)
    expect(notChosen.text).toContain('has hired another contractor')
    expect(notChosen.text).not.toContain('Harper')
    expect(mailTo(able.office).filter((mail) => mail.subject.startsWith('Not chosen'))).toEqual([])

    // Staff see the lead hired on the dashboard.
    const desk = await personalPage(browser, staff)
    await desk.goto(`/admin?search=${encodeURIComponent(homeowner)}`)
    await expect(desk.getByRole('button', { name: 'Status of Harper Homeowner: hired' })).toBeVisible()
  } finally {
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
  const cole = await createRoofer(request, admin, 'Cole')
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
    await removeCompanies(request, admin, [cole])
  }
})
