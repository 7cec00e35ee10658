import { expect, type APIRequestContext } from '@playwright/test'

import { E2E_BASE_URL } from './config'
import { createCompanyWithAccount, removeCompanies, requestQuote } from './contractor-company'
import { gotoHydrated } from './fixtures'
import { linkIn, receivedMail } from './mailbox'
import { expectArrivedOn, startForm, STEPS } from './quote-wizard'
import { personalPage, test, type Member } from './team'

/**
 * A rating earned, end to end: the contractor wins the job at /pro, the homeowner is invited by email and reviews,
 * staff publish the review, the contractor replies, and the contractor's profile and the select step's card show
 * the rating the server computed from it. No rating is typed anywhere on the way.
 *
 * In the content project (playwright.config.ts): its roofer covers Florida while it runs, and once rated it is the
 * first roofer every other wizard in Miami would meet.
 */

const CARD = 'Roofing in 33101 · Miami, FL'
const REVIEW = 'New flashing around the chimney and the leak is gone. On time and tidy.'
const REPLY = 'Thanks, Robin. Call us if the next storm brings anything.'

const slugOf = async (request: APIRequestContext, admin: Member, id: string): Promise<string> =>
  (
    (await (await request.get(`/api/contractors/${id}?depth=0`, { headers: admin.headers })).json()) as {
      slug: string
    }
  ).slug

test('a won job brings a review that staff publish, the contractor answers, and the profile and the select step rate from', async ({
  page,
  browser,
  request,
  admin,
  staff,
}) => {
  // Rated only low elsewhere: before its review, every seeded Miami roofer comes before it.
  const roofer = await createCompanyWithAccount(request, admin, {
    name: 'Earned Roofing',
    externalRating: 1,
    description: 'Roofs, repaired and replaced.',
  })
  const homeowner = await requestQuote(request, [roofer], { name: 'Robin Reyes' })
  try {
    // The contractor wins the job in the portal.
    const pro = await personalPage(browser, roofer.account)
    await gotoHydrated(pro, '/pro')
    const card = pro.getByRole('article', { name: CARD })
    await card.getByRole('button', { name: 'Accept' }).click()
    await card.getByRole('button', { name: 'Mark won' }).click()
    await pro
      .getByRole('dialog', { name: 'Mark this job as won?' })
      .getByRole('button', { name: 'Yes, mark won' })
      .click()
    await expect(card.getByText('Won', { exact: true })).toBeVisible()

    // The homeowner is invited by email and reviews from the link it carries.
    const invitation = await receivedMail(
      homeowner.email,
      new RegExp(`^How did the job with ${roofer.name} go\\?$`),
    )
    await gotoHydrated(page, linkIn(invitation, `${E2E_BASE_URL}/requests/`))
    const form = page.getByRole('form', { name: `Review ${roofer.name}` })
    // The stars are a keyboard's radio group (their pictures take the pointer): focus the fifth and choose it.
    await form.getByRole('radio', { name: '5 stars' }).focus()
    await page.keyboard.press('Space')
    await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked()
    await form.getByLabel('How did the job go?').fill(REVIEW)
    await form.getByRole('button', { name: 'Send review' }).click()
    await expect(
      page.getByText('your review will appear once checked against our review policy'),
    ).toBeVisible()

    // Staff publish it from the dashboard's queue.
    const desk = await personalPage(browser, staff)
    await gotoHydrated(desk, '/admin/contractors')
    await desk.getByRole('link', { name: 'Moderate reviews' }).click()
    const pending = desk.getByRole('article', { name: `Robin R. on ${roofer.name}` })
    await expect(pending.getByText('5 out of 5 stars')).toBeVisible()
    await expect(pending.getByText('The contractor marked the job won')).toBeVisible()
    await pending.getByRole('button', { name: 'Publish' }).click()
    await expect(desk.getByText('Review published')).toBeVisible()
    await desk.context().close()

    // The contractor answers it, once, in public.
    await gotoHydrated(pro, '/pro')
    const reviewCard = pro.getByRole('article', { name: '5 out of 5 stars from Robin R.' })
    await reviewCard.getByLabel('Your public reply').fill(REPLY)
    await reviewCard.getByRole('button', { name: 'Publish reply' }).click()
    await expect(reviewCard.getByText(REPLY)).toBeVisible()
    await pro.context().close()

    // The profile rates the contractor from the published review and shows it with the reply.
    const profile = `/pros/${await slugOf(request, admin, roofer.id)}`
    await gotoHydrated(page, profile)
    const figure = (term: string) =>
      page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')
    await expect(figure('Verified rating')).toHaveText('★5.0out of 5 from 1 verified review')
    const review = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem')
    await expect(review).toHaveCount(1)
    await expect(review).toContainText(REVIEW)
    await expect(review).toContainText('Robin R., Miami, FL')
    await expect(review).toContainText(`Reply from ${roofer.name}${REPLY}`)

    // The select step's card carries the verified figure, with no source label, and the contractor comes first.
    await page.getByRole('link', { name: `Get quotes from ${roofer.name}` }).click()
    await startForm(page).getByRole('textbox', { name: 'ZIP code' }).fill('33101')
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expectArrivedOn(page, STEPS.select)
    const cards = page.getByRole('checkbox')
    await expect(cards.first()).toHaveAccessibleName(new RegExp(`^${roofer.name}`))
    const chosen = page.getByRole('checkbox', { name: roofer.name })
    await expect(chosen).toContainText('5.0')
    await expect(chosen).toContainText('(1 review)')
    await expect(chosen).not.toContainText('·')
  } finally {
    await removeCompanies(request, admin, [roofer])
  }
})
