import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { requestReference } from '../cms/src/contracts/request-reference'
import { expectNoSeriousA11yViolations } from './a11y'
import { collectConsoleProblems, gotoHydrated } from './fixtures'
import { requestPagePath } from './request-link'
import { completeQuoteWizard, expectArrivedOn, SERVICE, STEPS, uniqueEmail, ZIP } from './quote-wizard'
import { test, type Member } from './team'

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1366, height: 768 }

const leadIdByEmail = async (request: APIRequestContext, staff: Member, email: string): Promise<string> => {
  const response = await request.get(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: staff.headers,
  })
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: { id: string }[] }
  expect(docs).toHaveLength(1)
  return docs[0]!.id
}

/** The homeowner's request, sent through the wizard, and the link their confirmation email carries. */
const submitThroughWizard = async (page: Page, request: APIRequestContext, staff: Member) => {
  const email = uniqueEmail('request-page')
  const chosen = await completeQuoteWizard(page, request, { email, contractorCount: 2 })
  await page.getByRole('button', { name: 'Submit Request' }).click()
  await expectArrivedOn(page, STEPS.thankYou)
  const leadId = await leadIdByEmail(request, staff, email)
  return { email, chosen, leadId, path: requestPagePath(leadId) }
}

const contractorItem = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Your Contractors' }).getByRole('listitem').filter({ hasText: name })

test.describe('the homeowner request page', () => {
  test('shows each chosen contractor as notified, withdraws the request, asks for deletion, and staff see it', async ({
    page,
    request,
    staff,
  }) => {
    await page.setViewportSize(LAPTOP)
    const { email, chosen, leadId, path: requestPath } = await submitThroughWizard(page, request, staff)
    const problems = collectConsoleProblems(page)

    // Private: never cached, never indexed, and its address never passed on.
    const response = await request.get(requestPath)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
    expect(response.headers()['referrer-policy']).toBe('no-referrer')
    expect(response.headers()['x-cache']).toBeUndefined()
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />')
    // Rendered on the server with the request in it, and nothing of the homeowner's contact details.
    expect(html).toContain(requestReference(leadId))
    expect(html).not.toContain(email)

    await gotoHydrated(page, requestPath)
    const reference = requestReference(leadId)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your Request ${reference}`)
    await expect(page).toHaveTitle(new RegExp(`^Your Request ${reference} \\| `))
    const main = page.getByRole('main')
    await expect(main.getByText(SERVICE.name, { exact: true })).toBeVisible()
    await expect(main.getByText(ZIP, { exact: true })).toBeVisible()
    await expect(main.getByText('Miami, FL', { exact: true })).toBeVisible()
    for (const contractor of chosen) {
      await expect(contractorItem(page, contractor.name).getByText('Notified', { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: 'What Happens Next' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Withdraw, after a dialog that says what it does; Cancel first leaves everything as it was.
    const withdraw = page.getByRole('button', { name: 'Withdraw my request' })
    await withdraw.click()
    let dialog = page.getByRole('dialog', { name: 'Withdraw your request?' })
    await expect(dialog).toContainText('no longer see your name, email or phone number')
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(withdraw).toBeFocused()
    await withdraw.click()
    dialog = page.getByRole('dialog', { name: 'Withdraw your request?' })
    await dialog.getByRole('button', { name: 'Withdraw request' }).click()
    await expect(dialog).toHaveCount(0)

    const withdrawnNotice = page.getByText(/^You withdrew this request on /)
    await expect(withdrawnNotice).toBeVisible()
    await expect(withdrawnNotice.locator('..')).toBeFocused()
    await expect(withdraw).toHaveCount(0)
    for (const contractor of chosen) {
      await expect(
        contractorItem(page, contractor.name).getByText('Withdrawn', { exact: true }),
      ).toBeVisible()
    }
    // As stored: a reload shows the same (and, hydrated again, takes the next click).
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated')
    await expect(withdrawnNotice).toBeVisible()
    await expect(page.getByRole('button', { name: 'Withdraw my request' })).toHaveCount(0)

    // Ask for the data to be deleted.
    await page.getByRole('button', { name: 'Delete my data' }).click()
    dialog = page.getByRole('dialog', { name: 'Delete your data?' })
    await dialog.getByRole('button', { name: 'Ask to delete my data' }).click()
    const deletionNotice = page.getByText(
      'We received your request to delete your data. Our team will delete it within 30 days.',
    )
    await expect(deletionNotice).toBeVisible()
    await expect(deletionNotice.locator('..')).toBeFocused()
    await expect(page.getByRole('button', { name: 'Delete my data' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    expect(problems).toEqual([])

    // Staff see both on the Leads tab, and can list only the leads whose owners asked for deletion.
    const login = await page.request.post('/api/users/login', {
      data: { email: staff.email, password: staff.password },
    })
    expect(login.status()).toBe(200)
    await page.goto('/admin')
    const homeowner = page.getByRole('combobox', { name: 'Show' })
    await homeowner.selectOption({ label: 'Deletion requested' })
    await expect(page).toHaveURL(/[?&]flag=deletion-requested/)
    await page.getByRole('searchbox').fill(email)
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toHaveCount(1)
    await expect(row.getByText('Deletion requested', { exact: true })).toBeVisible()
    await expect(row.getByText('Withdrawn', { exact: true })).toBeVisible()
    await homeowner.selectOption({ label: 'Withdrawn' })
    await expect(row).toHaveCount(1)
  })

  test('a link that opens nothing is the plain not-found page, with a 404', async ({ page, request }) => {
    // A genuine link with one character of its signature changed: it no longer holds.
    const genuine = requestPagePath(crypto.randomUUID())
    const at = genuine.length - 10
    const tampered = `${genuine.slice(0, at)}${genuine[at] === 'A' ? 'B' : 'A'}${genuine.slice(at + 1)}`
    for (const path of ['/requests/not-a-real-link', tampered]) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      expect(response?.headers()['cache-control']).toBe('no-store')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
      const api = await request.get(`/api${path}`)
      expect(api.status()).toBe(404)
      expect(await api.json()).toEqual({
        errors: [{ message: 'This request link is not valid or has expired.' }],
      })
    }
  })

  test('is clean for axe and fits at 390 px', async ({ page, request, staff }) => {
    await page.setViewportSize(LAPTOP)
    const { path: requestPath, chosen } = await submitThroughWizard(page, request, staff)
    await page.setViewportSize(PHONE)
    await gotoHydrated(page, requestPath)
    await expect(contractorItem(page, chosen[0]!.name)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await page.getByRole('button', { name: 'Withdraw my request' }).click()
    const dialog = page.getByRole('dialog', { name: 'Withdraw your request?' })
    await expect(dialog.getByRole('button', { name: 'Withdraw request' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})
