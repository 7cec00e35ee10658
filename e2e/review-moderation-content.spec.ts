import { expect } from '@playwright/test'

import { expectNoSeriousA11yViolations } from './a11y'
import { createCompanyWithAccount, removeCompany, requestQuote } from './contractor-company'
import { withDatabase } from './database'
import { gotoHydrated, uniqueTag } from './fixtures'
import { personalPage, test } from './team'

/**
 * A review waiting for moderation, of the company's won referral of this lead. Written straight into the database:
 * the homeowner's own review form is not what this spec is about, and no other path writes one.
 */
const insertPendingReview = (lead: string, company: string, reviewerName: string, rating: number) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `WITH won AS (
         UPDATE referrals SET status = 'won' WHERE lead_id = $1 AND contractor_id = $2 RETURNING id, lead_id
       )
       INSERT INTO reviews (referral_id, contractor_id, service_id, hire_evidence, rating, text, reviewer_name,
                            reviewer_city, status)
       SELECT won.id, $2, leads.service_id, 'contractor-won', $3,
              'They replaced the porch roof in two days and cleaned up every nail.', $4, 'Miami, FL', 'pending'
       FROM won JOIN leads ON leads.id = won.lead_id
       RETURNING id`,
      [lead, company, rating, reviewerName],
    )
    expect(rows).toHaveLength(1)
    return rows[0]!.id
  })

test('staff publish a pending review in the dashboard, the rating follows, and the contractor replies once in /pro', async ({
  page,
  browser,
  request,
  admin,
  staff,
}) => {
  const company = await createCompanyWithAccount(request, admin)
  let review: string | undefined
  try {
    const lead = await requestQuote(request, [company])
    const reviewer = `Quinn ${uniqueTag('R')}.`
    review = await insertPendingReview(lead.id, company.id, reviewer, 4)

    // Staff find it among the pending reviews, with what they decide on, and publish it.
    const login = await page.request.post('/api/users/login', {
      data: { email: staff.email, password: staff.password },
    })
    expect(login.status()).toBe(200)
    await gotoHydrated(page, '/admin/reviews')
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible()
    await expect(page.getByLabel('Show')).toHaveValue('pending')
    const pending = page.getByRole('article', { name: `${reviewer} on ${company.name}` })
    await expect(pending.getByText('4 out of 5 stars')).toBeVisible()
    await expect(pending.getByText('Roofing', { exact: true })).toBeVisible()
    await expect(pending.getByText('The contractor marked the job won')).toBeVisible()
    await expect(pending.getByText('Not moderated yet.')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // Rejecting asks for the policy's reason first.
    await pending.getByRole('button', { name: 'Reject' }).click()
    await expect(pending.getByLabel('Reason to reject')).toHaveAttribute('aria-invalid', 'true')
    await pending.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByText('Review published')).toBeVisible()
    await expect(pending).toHaveCount(0)

    await page.getByLabel('Show').selectOption('published')
    const published = page.getByRole('article', { name: `${reviewer} on ${company.name}` })
    await expect(published.getByText(/^Published, by you on /)).toBeVisible()
    await expect(published.getByRole('button', { name: 'Publish' })).toHaveCount(0)

    // The verified figures are the published review's, computed by the server.
    const contractor = (await (
      await request.get(`/api/contractors/${company.id}?depth=0`, { headers: admin.headers })
    ).json()) as { rating: number | null; reviewsCount: number }
    expect(contractor).toMatchObject({ rating: 4, reviewsCount: 1 })

    // The contractor replies once, from the portal.
    const pro = await personalPage(browser, company.account)
    await gotoHydrated(pro, '/pro')
    await expect(pro.getByRole('heading', { level: 2, name: 'Your reviews' })).toBeVisible()
    const card = pro.getByRole('article', { name: `4 out of 5 stars from ${reviewer}` })
    await expect(card.getByText('They replaced the porch roof in two days')).toBeVisible()
    await card.getByRole('button', { name: 'Publish reply' }).click()
    await expect(card.getByLabel('Your public reply')).toHaveAttribute('aria-invalid', 'true')
    await card.getByLabel('Your public reply').fill('Thank you, glad the porch is dry again!')
    await expectNoSeriousA11yViolations(pro)
    await card.getByRole('button', { name: 'Publish reply' }).click()
    await expect(card.getByText('Your reply')).toBeVisible()
    await expect(card.getByText('Thank you, glad the porch is dry again!')).toBeVisible()
    await expect(card.getByRole('textbox')).toHaveCount(0)
    // A second reply, sent as the form would, is refused in words.
    const again = await pro.evaluate(async (id) => {
      const response = await fetch(`/api/pro/reviews/${id}/reply`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Another reply' }),
      })
      return { status: response.status, body: await response.text() }
    }, review)
    expect(again.status).toBe(409)
    expect(again.body).toContain('You have already replied to this review.')
    await pro.context().close()

    // The reply is public with the review.
    const publicReview = (await (await request.get(`/api/reviews/${review}?depth=0`)).json()) as {
      reply?: { text?: string }
    }
    expect(publicReview.reply?.text).toBe('Thank you, glad the porch is dry again!')
  } finally {
    if (review) await request.delete(`/api/reviews/${review}`, { headers: admin.headers })
    await removeCompany(request, admin, company)
  }
})
