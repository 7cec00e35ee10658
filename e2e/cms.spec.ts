import { expect } from '@playwright/test'

import { test } from './team'

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
  for (const collection of ['Services', 'Contractors', 'Leads', 'Referrals', 'City Pages']) {
    await expect(page.getByRole('link', { name: collection, exact: true }).first()).toBeVisible()
  }
})
