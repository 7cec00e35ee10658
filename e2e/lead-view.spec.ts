import { expect, type Page } from '@playwright/test'

import { expectNoSeriousA11yViolations } from './a11y'
import { withDatabase } from './database'
import { submitLead, uniqueTag } from './fixtures'
import { receivedMail } from './mailbox'
import { requestPagePath } from './request-link'
import { test, type Credentials, type Member } from './team'

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1366, height: 768 }

/** Signs the browser in through the API as this member (it shares the page's cookies) and opens a path. */
const openSignedIn = async (page: Page, member: Credentials, path: string) => {
  const login = await page.request.post('/api/users/login', {
    data: { email: member.email, password: member.password },
  })
  expect(login.status(), await login.text()).toBe(200)
  await page.goto(path)
}

/** A definition in a section of the lead's page, by its term. */
const fact = (page: Page, section: string, term: string) =>
  page
    .getByRole('region', { name: section })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text })

test.describe('a lead on the dashboard', () => {
  test('staff open a lead from the table and see what the homeowner sent, its contractor, its emails and its link', async ({
    page,
    request,
    staff,
  }) => {
    const name = `Viewed ${uniqueTag('lead')}`
    const { id, email } = await submitLead(request, { name })
    await openSignedIn(page, staff, `/admin?search=${encodeURIComponent(name)}`)
    await rowOf(page, name).getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`))
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

    await expect(fact(page, 'Request', 'Service')).toHaveText('Roofing')
    await expect(fact(page, 'Request', 'ZIP code')).toHaveText('33101 (Miami, FL)')
    await expect(fact(page, 'Request', 'Description')).toHaveText(
      'Replace a few missing shingles after a storm.',
    )
    await expect(fact(page, 'Request', 'Budget')).toHaveText('Not given')
    const homeowner = page.getByRole('region', { name: 'Homeowner' })
    await expect(homeowner.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    await expect(homeowner.getByRole('link', { name: '(555) 010-7777' })).toHaveAttribute(
      'href',
      'tel:+15550107777',
    )
    await expect(fact(page, 'Homeowner', 'Contact preference')).toHaveText('Phone')
    await expect(homeowner.getByRole('link', { name: /private link/ })).toHaveAttribute(
      'href',
      new RegExp(`${requestPagePath(id)}$`),
    )
    await expect(fact(page, 'Consent', 'Accepted')).not.toHaveText('Not given')

    const contractors = page.getByRole('region', { name: 'Contractors' }).getByRole('listitem')
    await expect(contractors.first()).toContainText('Sent')
    await expect(contractors.first().getByText('sent', { exact: true })).toBeVisible()
    // The homeowner's confirmation and the contractor's notification, sent by the server's queue.
    const emails = page.getByRole('region', { name: 'Emails' })
    await expect(emails.getByText('Request confirmation to the homeowner')).toBeVisible()
    await expect(emails.getByText('New request to the contractor')).toBeVisible()
    await expect(
      emails.getByRole('listitem').filter({ hasText: 'Referral: reminder to the contractor' }),
    ).toContainText('Scheduled')

    for (const size of [LAPTOP, PHONE]) {
      await page.setViewportSize(size)
      await expectNoSeriousA11yViolations(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
    }
  })

  test('staff set the status with a reason, and the table then shows it', async ({
    page,
    request,
    staff,
  }) => {
    const name = `Override ${uniqueTag('lead')}`
    const { id } = await submitLead(request, { name })
    await openSignedIn(page, staff, `/admin/leads/${id}`)
    await page.getByRole('button', { name: 'Set status' }).click()
    const dialog = page.getByRole('dialog', { name: `Set the status of ${name}` })
    await dialog.getByLabel('Status').selectOption('closed')
    await dialog.getByRole('button', { name: 'Set status' }).click()
    await expect(dialog.getByText('Say why you set this status')).toBeVisible()
    await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true')

    await dialog.getByLabel('Reason').fill('The homeowner called: the roof is done.')
    await dialog.getByRole('button', { name: 'Set status' }).click()
    await expect(page.getByText(`${name} is now closed.`)).toBeVisible()
    await expect(dialog).toBeHidden()
    const status = page.getByRole('region', { name: 'Status' })
    await expect(status.getByText('closed', { exact: true })).toBeVisible()
    await expect(status).toContainText('Set by hand by Test staff')
    await expect(status).toContainText('“The homeowner called: the roof is done.”')

    await page.getByRole('link', { name: 'Back to leads' }).click()
    await page.getByRole('searchbox').fill(name)
    await expect(rowOf(page, name).getByRole('button', { name: `Status of ${name}: closed` })).toBeVisible()
    await page.reload()
    await expect(rowOf(page, name).getByRole('button', { name: `Status of ${name}: closed` })).toBeVisible()
  })

  test('a lead nobody works is listed under "Needs attention", and the Leads tab counts it', async ({
    page,
    request,
    staff,
  }) => {
    const tag = uniqueTag('attention')
    const name = `Waiting ${tag}`
    const settled = `Settled ${tag}`
    const waiting = await submitLead(request, { name })
    const hired = await submitLead(request, { name: settled })
    // Two days without an answer, as the product's own check would mark them; one was hired since.
    await withDatabase(async (db) => {
      await db.query(
        `UPDATE leads SET needs_attention_since = now() - interval '2 days' WHERE id = ANY($1::uuid[])`,
        [[waiting.id, hired.id]],
      )
      await db.query(`UPDATE leads SET status = 'hired' WHERE id = $1`, [hired.id])
    })
    await openSignedIn(page, staff, '/admin')
    const nav = page.getByRole('navigation', { name: 'Admin sections' })
    await expect(nav.getByText(/^\d[\d,]* leads? needs? attention$/)).toBeVisible()

    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Needs attention' })
    await expect(page).toHaveURL(/[?&]flag=needs-attention/)
    await page.getByRole('searchbox').fill(tag)
    // The search is applied once typing pauses: until then the row may show already, from the filter alone.
    await expect(page).toHaveURL(new RegExp(`[?&]search=${tag}`))
    await expect(rowOf(page, name)).toHaveCount(1)
    await expect(rowOf(page, name).getByText('Needs attention', { exact: true })).toBeVisible()
    await expect(rowOf(page, settled)).toHaveCount(0)

    await rowOf(page, name).getByRole('link', { name }).click()
    await expect(page.getByRole('region', { name: 'Status' })).toContainText(
      'No contractor is working it since',
    )

    // Staff offer it to other matching contractors from here: up to three work it at once.
    const contractors = page.getByRole('region', { name: 'Contractors' }).getByRole('heading', { level: 3 })
    await expect(contractors).toHaveCount(1)
    await page.getByRole('button', { name: 'Offer other contractors' }).click()
    await expect(page.getByText('Sent to other contractors')).toBeVisible()
    await expect(contractors).toHaveCount(3)
    await page.getByRole('button', { name: 'Offer other contractors' }).click()
    await expect(page.getByRole('alert')).toHaveText('3 contractors are already working on this request.')
  })

  test('staff carry out a deletion request: the team is told of it, the lead goes, and the homeowner is told', async ({
    page,
    request,
    admin,
    staff,
  }) => {
    const team = `${uniqueTag('team')}@example.com`
    const settings = async (member: Member, staffNotificationEmail: string | null) => {
      const response = await request.post('/api/globals/site-settings', {
        headers: member.headers,
        data: { staffNotificationEmail },
      })
      expect(response.status(), await response.text()).toBe(200)
    }
    await settings(admin, team)
    try {
      const name = `Erase ${uniqueTag('lead')}`
      const { id, email } = await submitLead(request, { name })
      const asked = await request.post(`/api${requestPagePath(id)}/deletion-request`, { data: {} })
      expect(asked.status(), await asked.text()).toBe(200)
      const notice = await receivedMail(team, /^Deletion requested: Roofing in 33101$/)
      expect(notice.text).toContain(`/admin/leads/${id}`)

      await openSignedIn(page, staff, `/admin/leads/${id}`)
      const deletion = page.getByRole('region', { name: 'Deletion requested' })
      await deletion.getByRole('button', { name: 'Carry out deletion' }).click()
      const confirm = page.getByRole('dialog', { name: `Delete ${name}'s data?` })
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
      await expectNoSeriousA11yViolations(page)
      await confirm.getByRole('button', { name: 'Delete for good' }).click()

      await expect(
        page.getByText(`${name}'s lead is deleted, and they are emailed that it is done.`),
      ).toBeVisible()
      await expect(page).toHaveURL(/\/admin$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
      const told = await receivedMail(email, /^Your data has been deleted$/)
      expect(told.text).not.toContain(name)

      await page.goto(`/admin/leads/${id}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Lead not found' })).toBeVisible()
      // The homeowner's link now says the request was deleted.
      expect((await request.get(`/api${requestPagePath(id)}`)).status()).toBe(410)
    } finally {
      await settings(admin, null)
    }
  })
})
