import { expect, type APIRequestContext, type Page } from '@playwright/test'

import type { MatchedContractor } from '../cms/src/contracts/contractor-match'
import { CONSENT_TEXT } from '../cms/src/contracts/quote-request-response'
import { expectNoSeriousA11yViolations } from './a11y'
import { gotoHydrated } from './fixtures'

/** The quote wizard's flow, shared by the specs that go through it (wizard, server lifecycle). */

export type OfferedContractor = Pick<
  MatchedContractor,
  | 'id'
  | 'name'
  | 'rating'
  | 'reviewsCount'
  | 'externalRating'
  | 'yearsInBusiness'
  | 'serviceArea'
  | 'medianResponseHours'
>

export const SERVICE = { slug: 'kitchen-remodeling', name: 'Kitchen Remodeling' }
export const ZIP = '33101'
export const DETAILS = {
  name: 'Jane Homeowner',
  // Stored as typed; the confirm step shows it as people write it.
  phone: '305.555.0142',
  phoneShown: '(305) 555-0142',
  description: 'Replace the cabinets and countertops in a 12x14 kitchen and add a small island.',
}

/** Every wizard page, as its heading and title (before " | {company name}") name it. */
export const STEPS = {
  start: {
    path: '/quotes/start',
    heading: `Great! Let's Get Started on Your ${SERVICE.name}`,
    title: 'Get Free Quotes: Start',
  },
  select: {
    path: '/quotes/select',
    heading: 'Select Contractors to Compare',
    title: 'Select Contractors to Compare',
  },
  details: {
    path: '/quotes/details',
    heading: 'Tell Us About Your Project',
    title: 'Tell Us About Your Project',
  },
  confirm: { path: '/quotes/confirm', heading: 'Review and Confirm', title: 'Review and Confirm' },
  thankYou: { path: '/thank-you', heading: 'Thank You for Your Request!', title: 'Thank You' },
} as const

export type WizardPage = (typeof STEPS)[keyof typeof STEPS]

export const uniqueEmail = (label: string) =>
  `wizard-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** The page is at this path, whichever server the test talks to. */
export const expectPath = (page: Page, path: string) => expect(page).toHaveURL((url) => url.pathname === path)

/**
 * Arrived on a wizard page by a step change: the page's title names it, and focus is on its heading, where a screen
 * reader starts reading the new step.
 */
export const expectArrivedOn = async (page: Page, step: WizardPage) => {
  await expectPath(page, step.path)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(step.heading)
  await expect(heading).toBeFocused()
  await expect(page).toHaveTitle(new RegExp(`^${step.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `))
}

/** What the select step offers for a service and ZIP code, in the server's fair order, as the API answers it. */
export const offeredContractors = async (
  request: APIRequestContext,
  serviceSlug: string,
  zip: string,
  origin = '',
): Promise<OfferedContractor[]> => {
  const response = await request.get(`${origin}/api/contractors/match?service=${serviceSlug}&zip=${zip}`)
  expect(response.status()).toBe(200)
  const match = (await response.json()) as { local: OfferedContractor[]; national: OfferedContractor[] }
  // The specs ask for services and ZIP codes the seed's firms cover.
  expect(match.local.length).toBeGreaterThan(0)
  return match.local
}

/** The start step's form, where the ZIP code is confirmed. */
export const startForm = (page: Page) => page.getByRole('form', { name: 'Confirm your project location' })

/** The start step shows a ZIP code given earlier, with a way to change it, instead of asking for it again. */
export const expectZipCodeConfirmed = async (page: Page, zip: string) => {
  const form = startForm(page)
  await expect(form.getByRole('textbox', { name: 'ZIP code' })).toHaveCount(0)
  await expect(form.getByText(zip, { exact: true })).toBeVisible()
  await expect(form.getByRole('button', { name: 'Change ZIP code' })).toBeVisible()
}

/** Asks for the start step's ZIP code again: the field comes back with the one given, and takes the focus. */
export const changeZipCode = async (page: Page, zip: string) => {
  await startForm(page).getByRole('button', { name: 'Change ZIP code' }).click()
  const field = startForm(page).getByRole('textbox', { name: 'ZIP code' })
  await expect(field).toHaveValue(zip)
  await expect(field).toBeFocused()
  return field
}

export const startFromHomeForm = async (
  page: Page,
  serviceName: string,
  zip: string,
  landingPath = '/',
  origin = '',
) => {
  await gotoHydrated(page, `${origin}${landingPath}`)
  const form = page.getByRole('main')
  await form.getByRole('combobox', { name: /service/i }).selectOption({ label: serviceName })
  await form.getByRole('textbox', { name: /zip/i }).fill(zip)
  await form.getByRole('button', { name: 'Get Free Quotes' }).click()
  await expectPath(page, STEPS.start.path)
}

/**
 * Home form (Kitchen Remodeling, 33101) → start → select the `contractorCount` best-rated contractors → details
 * → confirm, checking at each step change that focus is on the new heading and the title names the step. Stops on
 * the confirm page and returns the chosen contractors.
 */
export const completeQuoteWizard = async (
  page: Page,
  request: APIRequestContext,
  {
    email,
    contractorCount,
    landingPath = '/',
    checkAccessibility = false,
    origin = '',
  }: {
    email: string
    contractorCount: number
    landingPath?: string
    checkAccessibility?: boolean
    /** Another server than the suite's (server-lifecycle tests). */
    origin?: string
  },
): Promise<OfferedContractor[]> => {
  const chosen = (await offeredContractors(request, SERVICE.slug, ZIP, origin)).slice(0, contractorCount)
  expect(chosen).toHaveLength(contractorCount)

  await startFromHomeForm(page, SERVICE.name, ZIP, landingPath, origin)
  await expectArrivedOn(page, STEPS.start)
  await expectZipCodeConfirmed(page, ZIP)
  if (checkAccessibility) await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()

  await expectArrivedOn(page, STEPS.select)
  await expect(page.getByText('0/3 selected')).toBeVisible()
  await expect(page.getByRole('checkbox').first()).toBeVisible()
  if (checkAccessibility) await expectNoSeriousA11yViolations(page)
  for (const contractor of chosen) {
    await page.getByRole('checkbox', { name: contractor.name, exact: true }).click()
  }
  await expect(page.getByText(`${contractorCount}/3 selected`)).toBeVisible()
  await page.getByRole('button', { name: `Continue (${contractorCount})` }).click()

  await expectArrivedOn(page, STEPS.details)
  await page.getByRole('textbox', { name: 'Full name' }).fill(DETAILS.name)
  await page.getByRole('textbox', { name: 'Email address' }).fill(email)
  await page.getByRole('textbox', { name: 'Phone number' }).fill(DETAILS.phone)
  await page.getByRole('radio', { name: 'Both' }).check()
  await page.getByRole('combobox', { name: /budget/i }).selectOption({ label: '$10,000 - $25,000' })
  await page.getByRole('combobox', { name: /timeframe/i }).selectOption({ label: '1-3 months' })
  await page.getByRole('textbox', { name: 'Project description' }).fill(DETAILS.description)
  await page.getByRole('checkbox', { name: CONSENT_TEXT }).check()
  if (checkAccessibility) await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()

  await expectArrivedOn(page, STEPS.confirm)
  if (checkAccessibility) await expectNoSeriousA11yViolations(page)
  return chosen
}

/** The confirm page shows every answer the helper gave, and the chosen contractors. */
export const expectAnswersOnConfirm = async (page: Page, email: string, chosen: OfferedContractor[]) => {
  const main = page.getByRole('main')
  for (const text of [
    DETAILS.name,
    email,
    DETAILS.phoneShown,
    ZIP,
    SERVICE.name,
    '$10,000 - $25,000',
    '1-3 months',
    DETAILS.description,
    `${chosen.length} ${chosen.length === 1 ? 'contractor' : 'contractors'} selected`,
    ...chosen.map((contractor) => contractor.name),
  ]) {
    await expect(main.getByText(text, { exact: true })).toBeVisible()
  }
}
