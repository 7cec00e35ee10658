import { expect, type APIRequestContext, type Page } from '@playwright/test'

import type { ProReferralPage } from '../cms/src/contracts/pro-referrals'
import { authHeader } from './auth'
import { E2E_BASE_URL } from './config'
import { createCompanyWithAccount, removeCompanies, requestQuote } from './contractor-company'
import { collectConsoleProblems, gotoHydrated, uniqueTag } from './fixtures'
import { linkIn, receivedMail } from './mailbox'
import { personalPage, signInWithForm, test, type Member } from './team'

/**
 * Nobody left at a dead end: every contractor a homeowner chose declines; the homeowner is told each decline by
 * its category and then offered other matching contractors by email; its link opens the request page, where one
 * click sends the request to them; once the request is deleted, its link says so.
 *
 * In the content project (playwright.config.ts): its companies are the best-rated roofers in Alaska while it runs.
 */

const ZIP = '99501'
const CARD = 'Roofing in 99501 · Anchorage, AK'

type Roofer = Awaited<ReturnType<typeof createCompanyWithAccount>>

/** A roofer of the test's own covering Alaska, rated above every seeded one, with a portal account. */
const createRoofer = (request: APIRequestContext, admin: Member, label: string) =>
  createCompanyWithAccount(request, admin, {
    name: `${label} Dead End Roofing`,
    states: ['AK'],
    verifiedRating: 5,
  })

const contractorsRegion = (page: Page) => page.getByRole('region', { name: 'Your Contractors' })

test('all contractors decline; the homeowner is offered others by email and rematches in one click; a deleted request’s link says so', async ({
  browser,
  request,
  admin,
}) => {
  const companies: Roofer[] = []
  try {
    for (const label of ['A', 'B', 'C', 'D', 'E']) companies.push(await createRoofer(request, admin, label))
    const [first, second] = companies as [Roofer, Roofer]

    // The homeowner chooses two of them.
    const homeowner = `${uniqueTag('stranded')}@example.com`
    const { id: leadId } = await requestQuote(request, [first, second], {
      zipCode: ZIP,
      name: 'Alex Stranded',
      email: homeowner,
      phone: '(907) 555-0142',
      description: 'Snow load cracked the ridge; need it fixed before the next storm.',
    })

    // The first declines in the portal, choosing the category the homeowner is told.
    const pro = await personalPage(browser)
    await pro.goto('/pro')
    await signInWithForm(pro, first.account)
    const card = pro.getByRole('article', { name: CARD }).first()
    await card.getByRole('button', { name: 'Decline' }).click()
    const dialog = pro.getByRole('dialog', { name: 'Decline this request' })
    await dialog.getByLabel('Reason the homeowner is told').selectOption({ label: 'Fully booked for now' })
    await dialog.getByLabel('Why are you declining?').fill('Our crew is on a job up north all month.')
    await dialog.getByRole('button', { name: 'Decline request' }).click()
    await expect(dialog).toBeHidden()
    await expect(card.getByText('Declined', { exact: true })).toBeVisible()
    await pro.context().close()

    // The second over the API, as the portal's page sends it.
    const headers = await authHeader(request, second.account)
    const listed = (await (await request.get('/api/pro/referrals', { headers })).json()) as ProReferralPage
    const referral = listed.referrals.find((candidate) => candidate.zipCode === ZIP)!
    const declined = await request.post(`/api/pro/referrals/${referral.id}`, {
      headers,
      data: { status: 'declined', category: 'outside-area', reason: 'Anchorage is past our last town.' },
    })
    expect(declined.status(), await declined.text()).toBe(200)

    // The homeowner is told each decline by its category, never in the contractor's words; then offered others.
    const firstDecline = await receivedMail(homeowner, new RegExp(`^${first.name} cannot take your Roofing`))
    expect(firstDecline.text).toContain('Fully booked for now')
    expect(firstDecline.text).not.toContain('up north')
    const secondDecline = await receivedMail(
      homeowner,
      new RegExp(`^${second.name} cannot take your Roofing`),
    )
    expect(secondDecline.text).toContain('Does not work in your area')
    const offer = await receivedMail(homeowner, /^Other contractors can quote your Roofing project$/)
    const link = linkIn(offer, `${E2E_BASE_URL}/requests/`)
    expect(link).toMatch(/#other-contractors$/)

    // Staff see the request under "Needs attention" while nobody works it.
    const desk = await personalPage(browser, admin)
    await desk.goto(`/admin?flag=needs-attention&search=${encodeURIComponent(homeowner)}`)
    const row = desk.getByRole('row').filter({ hasText: 'Alex Stranded' })
    await expect(row).toHaveCount(1)
    await expect(row.getByText('Needs attention', { exact: true })).toBeVisible()
    await desk.context().close()

    // The email's link opens the page at the offer; opening it changes nothing.
    const page = await personalPage(browser)
    const problems = collectConsoleProblems(page)
    await gotoHydrated(page, link)
    const offered = page.getByRole('region', { name: 'Other Contractors' })
    await expect(offered).toContainText('No contractor is working on your request now.')
    await expect(contractorsRegion(page).getByRole('listitem')).toHaveCount(2)
    await expect(page.getByRole('heading', { name: 'What Happens Next' })).toHaveCount(0)
    const history = page.getByRole('region', { name: 'History' })
    await expect(history).toContainText(`${first.name} declined: Fully booked for now.`)
    await expect(history).toContainText(`${second.name} declined: Does not work in your area.`)
    await expect(history).not.toContainText('up north')

    // One click.
    await offered.getByRole('button', { name: 'Send my request to 3 other contractors' }).click()
    await expect(
      page.getByText(
        'We sent your request to other matching contractors. They are listed under Your Contractors.',
      ),
    ).toBeVisible()
    await expect(offered).toHaveCount(0)
    const listItems = contractorsRegion(page).getByRole('listitem')
    await expect(listItems).toHaveCount(5)
    await expect(listItems.filter({ hasText: 'Notified' })).toHaveCount(3)
    await expect(listItems.filter({ hasText: 'Declined' })).toHaveCount(2)
    // As stored.
    await page.reload()
    await expect(contractorsRegion(page).getByRole('listitem').filter({ hasText: 'Notified' })).toHaveCount(3)
    await expect(page.getByRole('region', { name: 'Other Contractors' })).toHaveCount(0)
    expect(problems).toEqual([])

    // Deleted: the same link says so in words, not as a page that does not exist.
    const removed = await request.delete(`/api/leads/${leadId}`, { headers: admin.headers })
    expect(removed.status(), await removed.text()).toBe(200)
    // The page itself (a new load, not a move to its anchor).
    const response = await page.goto(link.replace(/#.*$/, ''))
    expect(response?.status()).toBe(410)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This request was deleted')
    await expect(page.getByText('Did you forget to add the page to the router?')).toHaveCount(0)
    await page.context().close()
  } finally {
    await removeCompanies(request, admin, companies)
  }
})
