import { expect, type Page } from '@playwright/test'

import { test, type Credentials } from './team'

/** Signs the browser in through the API (it shares the page's cookies). */
const signInThroughApi = async (page: Page, { email, password }: Credentials) => {
  const login = await page.request.post('/api/users/login', { data: { email, password } })
  expect(login.status(), await login.text()).toBe(200)
}

test('an admin signs in to the Payload panel at /cms', async ({ admin, page }) => {
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/cms\/login/)

  await page.getByLabel(/email/i).fill(admin.email)
  await page.getByLabel(/password/i).fill('wrong-password')
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByText(/email or password.*incorrect/i)).toBeVisible()

  // Both fields again: the panel may still be resetting its form after the refusal, and it can clear the email.
  await page.getByLabel(/email/i).fill(admin.email)
  await page.getByLabel(/password/i).fill(admin.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
  for (const collection of ['Services', 'Contractors', 'Leads', 'Referrals', 'Location Pages']) {
    await expect(page.getByRole('link', { name: collection, exact: true }).first()).toBeVisible()
  }
})

test('the panel groups the collections for the job, content first and accounts last', async ({
  admin,
  page,
}) => {
  await signInThroughApi(page, admin)
  await page.goto('/cms')
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Content',
    'Marketplace',
    'Leads',
    'Settings',
  ])
})

test("a location page's state is chosen by name from the states, and stored as the URL writes it", async ({
  admin,
  page,
}) => {
  await signInThroughApi(page, admin)
  const found = await page.request.get('/api/city-pages?where[city][equals]=miami&limit=1&depth=0')
  const [miami] = ((await found.json()) as { docs: { id: string; state: string }[] }).docs
  expect(miami?.state).toBe('florida')
  await page.goto(`/cms/collections/city-pages/${miami?.id}`)
  const state = page.locator('#field-state')
  await expect(state).toContainText('Florida')
  await state.getByRole('combobox').fill('New Y')
  await expect(page.getByRole('option', { name: 'New York', exact: true })).toBeVisible()
})
