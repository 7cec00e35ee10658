import { expect, type Page } from '@playwright/test'

import { expectNoA11yViolations } from './a11y'
import { deleteLead, gotoHydrated, submitLead } from './fixtures'
import { MARKETING_PAGES } from './marketing-pages'
import {
  changeZipCode,
  expectArrivedOn,
  expectZipCodeConfirmed,
  SERVICE,
  startFromHomeForm,
  STEPS,
  ZIP,
} from './quote-wizard'
import { requestPagePath } from './request-link'
import { test } from './team'

/**
 * axe, with every rule and every impact, on one page of each route the public reaches: the marketing pages, the
 * not-found page, the wizard's first step and the thank-you page (the other steps need answers: below), the
 * dashboard's and the portal's sign-in forms, the invitation's set-password page and a homeowner's request page.
 */
const ROUTES = [
  ...MARKETING_PAGES,
  '/no-such-page',
  STEPS.start.path,
  STEPS.thankYou.path,
  '/admin',
  '/pro',
  '/pro/set-password?token=unknown',
]

/** Tailwind's md: under it the site's navigation is the phone menu. */
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1366, height: 768 }

/** The set-password page, which has no layout to mark it hydrated: its button says so. */
const SUBMIT_OF: Record<string, string> = {
  '/pro/set-password?token=unknown': 'Set password and sign in',
}

/** The page, once its scripts run: axe then sees it as a visitor who uses it does. */
const gotoReady = async (page: Page, path: string) => {
  const submit = SUBMIT_OF[path]
  if (!submit) return gotoHydrated(page, path)
  await page.goto(path)
  await expect(page.getByRole('button', { name: submit })).toBeEnabled()
}

/** A sign-in form submitted empty, which shows its fields' messages. */
const submitSignInEmpty = async (page: Page) => {
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true')
}

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const path of ROUTES) {
      test(`${path} has no violation`, async ({ page }) => {
        await gotoReady(page, path)
        await expectNoA11yViolations(page)
      })
    }

    test('a request page has no violation', async ({ page, request, admin }) => {
      const { id } = await submitLead(request, { name: 'Axe Homeowner' })
      await gotoHydrated(page, requestPagePath(id))
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Your Request')
      await expectNoA11yViolations(page)
      await deleteLead(request, id, admin.headers)
    })

    test('the home page’s quote form showing its messages has no violation', async ({ page }) => {
      await gotoHydrated(page, '/')
      await page.getByRole('main').getByRole('button', { name: 'Get Free Quotes' }).click()
      await expect(page.getByRole('main').getByRole('textbox', { name: /zip/i })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      await expectNoA11yViolations(page)
    })

    test('each wizard step showing its messages has no violation', async ({ page }) => {
      await startFromHomeForm(page, SERVICE.name, ZIP)
      await expectArrivedOn(page, STEPS.start)
      await expectZipCodeConfirmed(page, ZIP)
      await expectNoA11yViolations(page)
      const zip = await changeZipCode(page, ZIP)
      await zip.fill('12')
      await page.getByRole('button', { name: 'Continue', exact: true }).click()
      await expect(zip).toHaveAttribute('aria-invalid', 'true')
      await expectNoA11yViolations(page)

      await zip.fill(ZIP)
      await page.getByRole('button', { name: 'Continue', exact: true }).click()
      await expectArrivedOn(page, STEPS.select)
      // Continue with nobody chosen (aria-disabled, so pressed from the keyboard) says what is missing.
      await page.getByRole('button', { name: 'Continue (0)' }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByText('Selection required')).toBeVisible()
      await expectNoA11yViolations(page)

      await page.getByRole('checkbox').first().click()
      await page.getByRole('button', { name: 'Continue (1)' }).click()
      await expectArrivedOn(page, STEPS.details)
      await page.getByRole('button', { name: 'Continue', exact: true }).click()
      await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'true')
      await expectNoA11yViolations(page)
    })

    for (const path of ['/admin', '/pro']) {
      test(`the ${path} sign-in form showing its messages has no violation`, async ({ page }) => {
        await gotoReady(page, path)
        await submitSignInEmpty(page)
        await expectNoA11yViolations(page)
      })
    }
  })
}

test.describe('axe at 390 px, with the menu open', () => {
  test.use({ viewport: PHONE })

  for (const path of [...MARKETING_PAGES, '/no-such-page', STEPS.thankYou.path]) {
    test(`${path} has no violation`, async ({ page }) => {
      await gotoHydrated(page, path)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(
        page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Mobile' }),
      ).toBeVisible()
      await expectNoA11yViolations(page)
    })
  }
})

test.describe('axe on a refused sign-in', () => {
  test.use({ viewport: LAPTOP })

  // One attempt per form: failed sign-ins are counted per address, and every browser test signs in from 127.0.0.1.
  for (const path of ['/admin', '/pro']) {
    test(`the ${path} sign-in form saying the sign-in failed has no violation`, async ({ page }) => {
      await gotoReady(page, path)
      await page.getByRole('textbox', { name: 'Email' }).fill('nobody-axe@example.com')
      await page.getByLabel('Password').fill('not-the-password')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('alert')).not.toHaveCount(0)
      await expectNoA11yViolations(page)
    })
  }
})
