import { expect } from '@playwright/test'

import { expectNoSeriousA11yViolations } from './a11y'
import { E2E_BASE_URL } from './config'
import { createCompanyWithAccount, removeCompanies, requestQuote } from './contractor-company'
import { gotoHydrated } from './fixtures'
import { checkHtml } from './html-checker'
import { linkIn, receivedMail } from './mailbox'
import { personalPage, test } from './team'

/**
 * A homeowner reviews the contractor who won their job: the contractor marks it won at /pro, the invitation to
 * review arrives by email, its link opens the request page at the review form, and the review sent reads as pending
 * the policy's check. Every link is taken from the email that carries it.
 *
 * In the content project (playwright.config.ts): its company is a roofer covering Florida while it runs, which the
 * other specs' wizards and listings would otherwise meet.
 */

const CARD = 'Roofing in 33101 · Miami, FL'
const REVIEW = 'They replaced the porch roof in two days and left the yard clean.'

test('the contractor wins at /pro, the homeowner is invited by email, reviews on the request page, and sees it pending', async ({
  page,
  browser,
  request,
  admin,
}) => {
  const roofer = await createCompanyWithAccount(request, admin, {
    name: 'Reviewed Roofing',
    description: 'Roofs, repaired and replaced.',
  })
  const homeowner = await requestQuote(request, [roofer], { name: 'Maria Garcia' })
  try {
    const pro = await personalPage(browser, roofer.account)
    await pro.goto('/pro')
    const card = pro.getByRole('article', { name: CARD })
    await card.getByRole('button', { name: 'Accept' }).click()
    await card.getByRole('button', { name: 'Mark won' }).click()
    await pro
      .getByRole('dialog', { name: 'Mark this job as won?' })
      .getByRole('button', { name: 'Yes, mark won' })
      .click()
    await expect(card.getByText('Won', { exact: true })).toBeVisible()
    await pro.context().close()

    const invitation = await receivedMail(
      homeowner.email,
      new RegExp(`^How did the job with ${roofer.name} go\\?$`),
    )
    expect(invitation.text).not.toMatch(/positive|discount|reward|gift|coupon/i)
    const link = linkIn(invitation, `${E2E_BASE_URL}/requests/`)
    expect(link).toMatch(/#review-[0-9a-f-]{36}$/)

    // The page the link opens, as the server renders it, is valid HTML with the form in it.
    const rendered = await (await request.get(link.replace(/#.*$/, ''))).text()
    expect(rendered).toContain('>Send review</button>')
    expect(await checkHtml(new Map([['request page with a review form', rendered]]))).toEqual([])

    await gotoHydrated(page, link)
    const form = page.getByRole('form', { name: `Review ${roofer.name}` })
    await expect(form).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // The stars by keyboard: the first takes the focus, the arrows move the rating to four.
    const stars = form.getByRole('group', { name: 'Your rating' })
    await stars.getByRole('radio', { name: '1 star' }).focus()
    await page.keyboard.press('Space')
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight')
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await form.getByLabel('How did the job go?').fill(REVIEW)
    await expect(form.getByRole('checkbox')).not.toBeChecked()
    await form.getByRole('button', { name: 'Send review' }).click()

    const item = page.getByRole('region', { name: 'Your Contractors' }).getByRole('listitem').filter({
      hasText: roofer.name,
    })
    const status = item.getByRole('status')
    await expect(status).toHaveText(
      'Thanks — your review will appear once checked against our review policy. Read our review policy.',
    )
    await expect(status).toBeFocused()
    await expect(item.getByText(REVIEW)).toBeVisible()
    await expect(form).toHaveCount(0)
    await page.reload()
    await expect(status).toContainText('your review will appear once checked')

    // Staff see it waiting for its check, written by "Maria G." of Miami, on the contractor's word of a hire.
    const reviews = await request.get(`/api/reviews?where[contractor][equals]=${roofer.id}&depth=0`, {
      headers: admin.headers,
    })
    const [saved, ...more] = ((await reviews.json()) as { docs: Record<string, unknown>[] }).docs
    expect(more).toEqual([])
    expect(saved).toMatchObject({
      status: 'pending',
      rating: 4,
      text: REVIEW,
      reviewerName: 'Maria G.',
      reviewerCity: 'Miami, FL',
      hireEvidence: 'contractor-won',
      featurePermission: false,
    })
  } finally {
    await removeCompanies(request, admin, [roofer])
  }
})
