import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { CONSENT_TEXT } from '../cms/src/contracts/quote-request-response'
import { expectNoSeriousA11yViolations } from './a11y'
import { collectConsoleProblems, gotoHydrated } from './fixtures'
import { test } from './team'

type Contractor = { id: string; name: string; rating: number | null }
type Listing<T> = { docs: T[]; totalDocs: number }
type StoredLead = {
  id: string
  status: string
  zipCode: string
  name: string
  contactPref: string
  budgetRange?: string | null
  timeframe?: string | null
  attribution?: { utmSource?: string | null; utmCampaign?: string | null }
}
type StoredReferral = { contractor: string | { id: string } }

const SERVICE = { slug: 'kitchen-remodeling', name: 'Kitchen Remodeling' }
const ZIP = '33101'
const STORAGE_KEYS = ['leadData', 'selectedContractors', 'quoteRequestIdempotencyKey']
const DETAILS = {
  name: 'Jane Homeowner',
  phone: '(555) 010-1234',
  description: 'Replace the cabinets and countertops in a 12x14 kitchen and add a small island.',
}

const uniqueEmail = (label: string) =>
  `wizard-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** What the select step offers for a service and ZIP code, best rated first, as the API answers it. */
const offeredContractors = async (
  request: APIRequestContext,
  serviceSlug: string,
  zip: string,
): Promise<Contractor[]> => {
  const response = await request.get(`/api/contractors/match?service=${serviceSlug}&zip=${zip}`)
  expect(response.status()).toBe(200)
  const match = (await response.json()) as { local: Contractor[]; national: Contractor[] }
  // The seed's sample contractors cover every state, so any valid ZIP code has local matches.
  expect(match.local.length).toBeGreaterThan(0)
  return match.local
}

const startFromHomeForm = async (page: Page, serviceName: string, zip: string, landingPath = '/') => {
  await gotoHydrated(page, landingPath)
  await page.getByRole('combobox', { name: /service/i }).selectOption({ label: serviceName })
  await page.getByRole('textbox', { name: /zip/i }).fill(zip)
  await page.getByRole('button', { name: 'Get Free Quotes' }).click()
  await expect(page).toHaveURL('/quotes/start')
}

/**
 * Home form (Kitchen Remodeling, 33101) → start → select the `contractorCount` best-rated contractors → details
 * → confirm. Stops on the confirm page and returns the chosen contractors.
 */
const completeQuoteWizard = async (
  page: Page,
  request: APIRequestContext,
  {
    email,
    contractorCount,
    landingPath = '/',
    checkAccessibility = false,
  }: { email: string; contractorCount: number; landingPath?: string; checkAccessibility?: boolean },
): Promise<Contractor[]> => {
  const chosen = (await offeredContractors(request, SERVICE.slug, ZIP)).slice(0, contractorCount)
  expect(chosen).toHaveLength(contractorCount)

  await startFromHomeForm(page, SERVICE.name, ZIP, landingPath)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Great! Let's Get Started on Your ${SERVICE.name}`,
  )
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue(ZIP)
  if (checkAccessibility) await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()

  await expect(page).toHaveURL('/quotes/select')
  await expect(page.getByRole('heading', { name: 'Select Contractors to Compare' })).toBeVisible()
  await expect(page.getByText('0/3 selected')).toBeVisible()
  await expect(page.getByRole('checkbox').first()).toBeVisible()
  if (checkAccessibility) await expectNoSeriousA11yViolations(page)
  for (const contractor of chosen) {
    await page.getByRole('checkbox', { name: contractor.name, exact: true }).click()
  }
  await expect(page.getByText(`${contractorCount}/3 selected`)).toBeVisible()
  await page.getByRole('button', { name: `Continue (${contractorCount})` }).click()

  await expect(page).toHaveURL('/quotes/details')
  await expect(page.getByRole('heading', { name: 'Tell Us About Your Project' })).toBeVisible()
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

  await expect(page).toHaveURL('/quotes/confirm')
  await expect(page.getByRole('heading', { name: 'Review and Confirm' })).toBeVisible()
  if (checkAccessibility) await expectNoSeriousA11yViolations(page)
  return chosen
}

const leadsByEmail = async (request: APIRequestContext, headers: Record<string, string>, email: string) => {
  const response = await request.get(`/api/leads?where[email][equals]=${encodeURIComponent(email)}`, {
    headers,
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as Listing<StoredLead>
}

const referralsOf = async (request: APIRequestContext, headers: Record<string, string>, leadId: string) => {
  const response = await request.get(`/api/referrals?where[lead][equals]=${leadId}&depth=0`, { headers })
  expect(response.status()).toBe(200)
  return (await response.json()) as Listing<StoredReferral>
}

const contractorIdOf = (referral: StoredReferral) =>
  typeof referral.contractor === 'string' ? referral.contractor : referral.contractor.id

/** The leads a test stored, removed afterwards (referrals first), so other specs see the seeded database. */
const createdEmails: string[] = []

test.afterEach(async ({ request, admin }) => {
  if (createdEmails.length === 0) return
  const { headers } = admin
  for (const email of createdEmails.splice(0)) {
    for (const lead of (await leadsByEmail(request, headers, email)).docs) {
      const referrals = await request.delete(`/api/referrals?where[lead][equals]=${lead.id}`, { headers })
      expect(referrals.ok(), await referrals.text()).toBe(true)
      const deleted = await request.delete(`/api/leads/${lead.id}`, { headers })
      expect(deleted.ok(), await deleted.text()).toBe(true)
    }
  }
})

test.describe('the quote wizard', () => {
  test('goes from the home form to /thank-you, then clears the session and shows the lead to staff', async ({
    admin,
    page,
    request,
  }) => {
    const problems = collectConsoleProblems(page)
    const email = uniqueEmail('happy')
    createdEmails.push(email)

    const chosen = await completeQuoteWizard(page, request, {
      email,
      contractorCount: 2,
      checkAccessibility: true,
    })

    const main = page.getByRole('main')
    for (const heading of [
      'Your Information',
      'Project Details',
      'Selected Contractors',
      'What happens next',
    ]) {
      await expect(main.getByRole('heading', { name: heading })).toBeVisible()
    }
    for (const text of [
      DETAILS.name,
      email,
      DETAILS.phone,
      ZIP,
      '$10,000 - $25,000',
      '1-3 months',
      DETAILS.description,
      '2 contractors selected',
      '24-48 hours',
      ...chosen.map((contractor) => contractor.name),
    ]) {
      await expect(main.getByText(text, { exact: false }).first()).toBeVisible()
    }
    await expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')

    await page.getByRole('button', { name: 'Submit Request' }).click()
    const submitting = page.getByRole('button', { name: 'Submitting...' })
    await expect(submitting).toBeVisible()
    await expect(submitting).toBeDisabled()

    await expect(page).toHaveURL('/thank-you')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Request!')
    await expect
      .poll(() => page.evaluate((keys) => keys.map((key) => sessionStorage.getItem(key)), STORAGE_KEYS))
      .toEqual([null, null, null])
    expect(problems).toEqual([])

    const { headers } = admin
    const leads = await leadsByEmail(request, headers, email)
    expect(leads.totalDocs).toBe(1)
    const lead = leads.docs[0]!
    expect(lead).toMatchObject({
      status: 'new',
      zipCode: ZIP,
      name: DETAILS.name,
      contactPref: 'both',
      budgetRange: '10k-25k',
      timeframe: '1-3months',
    })
    const referrals = await referralsOf(request, headers, lead.id)
    expect(referrals.totalDocs).toBe(chosen.length)
    expect(referrals.docs.map(contractorIdOf).sort()).toEqual(
      chosen.map((contractor) => contractor.id).sort(),
    )
  })

  test('a submission whose answer is lost can be retried without storing a second lead', async ({
    admin,
    page,
    request,
  }) => {
    const email = uniqueEmail('retry')
    createdEmails.push(email)
    const chosen = await completeQuoteWizard(page, request, {
      email,
      contractorCount: 1,
      landingPath: '/?utm_source=e2e&utm_campaign=wizard-retry',
    })
    await expect(page.getByText('1 contractor selected')).toBeVisible()

    // The first request reaches the server and stores the lead, but the browser never hears back.
    await page.route(
      '**/api/quote-requests',
      async (route) => {
        await route.fetch()
        await route.abort('connectionreset')
      },
      { times: 1 },
    )
    const firstRequest = page.waitForRequest('**/api/quote-requests')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    const sent = (await firstRequest).postDataJSON() as Record<string, unknown>
    expect(sent).toMatchObject({
      serviceSlug: SERVICE.slug,
      zipCode: ZIP,
      email,
      consent: true,
      contractorIds: chosen.map((contractor) => contractor.id),
      website: '',
      attribution: { utmSource: 'e2e', utmCampaign: 'wizard-retry' },
    })
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)

    // Every answer is kept and the visitor is told what went wrong.
    await expect(page.getByText('Submission failed')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Review and Confirm' })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()

    const retry = page.waitForRequest('**/api/quote-requests')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    expect(((await retry).postDataJSON() as Record<string, unknown>).idempotencyKey).toBe(sent.idempotencyKey)
    await expect(page).toHaveURL('/thank-you')

    const { headers } = admin
    const leads = await leadsByEmail(request, headers, email)
    expect(leads.totalDocs).toBe(1)
    expect(leads.docs[0]?.attribution).toMatchObject({ utmSource: 'e2e', utmCampaign: 'wizard-retry' })
    expect((await referralsOf(request, headers, leads.docs[0]!.id)).totalDocs).toBe(1)
  })

  test('the start step names the service, shows the figures and checks the ZIP code', async ({ page }) => {
    await page.goto('/quotes/start')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Great! Let's Get Started on Your Project",
    )

    await startFromHomeForm(page, SERVICE.name, ZIP)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Great! Let's Get Started on Your ${SERVICE.name}`,
    )
    for (const figure of ['$5,000 - $25,000', '2-6 weeks', '20%', '24 hours']) {
      await expect(page.getByRole('main').getByText(figure, { exact: false })).toBeVisible()
    }
    const progress = page.getByRole('navigation', { name: 'Quote request progress' })
    await expect(progress.getByRole('listitem')).toHaveCount(4)
    await expect(progress.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step')

    const zip = page.getByRole('textbox', { name: 'ZIP code' })
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true })
    for (const bad of ['3310', 'abcde', '12 45']) {
      await zip.fill(bad)
      await continueButton.click()
      await expect(page.getByText('ZIP code must be 5 digits')).toBeVisible()
      await expect(page).toHaveURL('/quotes/start')
    }
    await expect(zip).toHaveAttribute('aria-invalid', 'true')

    await zip.fill('33602')
    await continueButton.click()
    await expect(page).toHaveURL('/quotes/select')
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('leadData') ?? '{}'))).toMatchObject({
      serviceSlug: SERVICE.slug,
      zipCode: '33602',
    })
  })

  test('the select step needs 1 to 3 contractors and keeps the choice', async ({ page, request }) => {
    // Roofing in Florida: the three national contractors and a statewide roofer.
    const contractors = await offeredContractors(request, 'roofing', ZIP)
    expect(contractors.length).toBeGreaterThanOrEqual(4)
    await startFromHomeForm(page, 'Roofing', ZIP)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page).toHaveURL('/quotes/select')

    const cards = page.getByRole('checkbox')
    await expect(cards).toHaveCount(contractors.length)
    for (const [index, contractor] of contractors.entries()) {
      await expect(cards.nth(index)).toHaveAccessibleName(contractor.name)
    }
    const best = contractors[0]!
    await expect(cards.first()).toContainText(best.rating === null ? 'No rating yet' : best.rating.toFixed(1))
    await expect(cards.first()).toContainText(/\d+ reviews?/)
    await expect(cards.first()).toContainText('Licensed')
    await expect(cards.first()).toContainText('Insured')

    await expect(page.getByText('0/3 selected')).toBeVisible()
    const continueButton = page.getByRole('button', { name: /^Continue \(\d\)$/ })
    await expect(continueButton).toHaveText('Continue (0)')
    await expect(continueButton).toBeDisabled()
    await continueButton.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Selection required')).toBeVisible()
    await expect(page.getByText('Please select at least one contractor')).toBeVisible()
    await expect(page).toHaveURL('/quotes/select')

    for (const index of [0, 1, 2]) await cards.nth(index).click()
    await expect(page.getByText('3/3 selected')).toBeVisible()
    await expect(continueButton).toHaveText('Continue (3)')
    await expect(continueButton).toBeEnabled()

    await cards.nth(3).click()
    await expect(page.getByText('Maximum reached')).toBeVisible()
    await expect(page.getByText('You can select up to 3 contractors')).toBeVisible()
    // One toast at a time: the new one replaced the earlier one.
    await expect(page.getByText('Selection required')).toBeHidden()
    await expect(cards.nth(3)).not.toBeChecked()
    await expect(page.getByText('3/3 selected')).toBeVisible()
    await page
      .getByRole('region', { name: 'Notifications (F8)' })
      .getByRole('button', { name: 'Close' })
      .click()
    await expect(page.getByText('Maximum reached')).toBeHidden()

    // Space toggles a card like a checkbox.
    await cards.nth(2).focus()
    await page.keyboard.press('Space')
    await expect(cards.nth(2)).not.toBeChecked()
    await expect(page.getByText('2/3 selected')).toBeVisible()

    await page.reload()
    await expect(page.getByText('2/3 selected')).toBeVisible()
    await expect(cards.nth(0)).toBeChecked()
    await expect(cards.nth(1)).toBeChecked()
    await continueButton.click()
    await expect(page).toHaveURL('/quotes/details')
  })

  test('the details step shows each rule’s message until the answer is valid', async ({ page }) => {
    await page.goto('/quotes/details')
    await expect(page.getByRole('heading', { name: 'Tell Us About Your Project' })).toBeVisible()
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true })
    await continueButton.click()
    const allMessages = [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select a contact preference',
      'Please provide more details about your project',
      'You must consent to share your information',
    ]
    for (const message of allMessages) await expect(page.getByText(message)).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'Name must be at least 2 characters',
    )

    const rules: { message: string; invalid: () => Promise<void>; valid: () => Promise<void> }[] = [
      {
        message: 'Name must be at least 2 characters',
        invalid: () => page.getByRole('textbox', { name: 'Full name' }).fill('J'),
        valid: () => page.getByRole('textbox', { name: 'Full name' }).fill('Jo'),
      },
      {
        message: 'Please enter a valid email address',
        invalid: () => page.getByRole('textbox', { name: 'Email address' }).fill('jane@'),
        valid: () => page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('rules')),
      },
      {
        message: 'Please enter a valid phone number',
        invalid: () => page.getByRole('textbox', { name: 'Phone number' }).fill('555-01012'),
        valid: () => page.getByRole('textbox', { name: 'Phone number' }).fill('555-010123'),
      },
      {
        message: 'Please select a contact preference',
        invalid: async () => {},
        valid: () => page.getByRole('radio', { name: 'Email' }).check(),
      },
      {
        message: 'Please provide more details about your project',
        invalid: () => page.getByRole('textbox', { name: 'Project description' }).fill('Too short'),
        valid: () => page.getByRole('textbox', { name: 'Project description' }).fill('New roof, 10y'),
      },
      {
        message: 'You must consent to share your information',
        invalid: () => page.getByRole('checkbox', { name: CONSENT_TEXT }).uncheck(),
        valid: () => page.getByRole('checkbox', { name: CONSENT_TEXT }).check(),
      },
    ]
    for (const [index, rule] of rules.entries()) {
      await rule.invalid()
      await continueButton.click()
      await expect(page.getByText(rule.message)).toBeVisible()
      await expect(page).toHaveURL('/quotes/details')
      await rule.valid()
      await continueButton.click()
      await expect(page.getByText(rule.message)).toBeHidden()
      // The rules not yet satisfied still show their messages.
      for (const later of rules.slice(index + 1)) await expect(page.getByText(later.message)).toBeVisible()
    }

    await expect(page).toHaveURL('/quotes/confirm')
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('leadData') ?? '{}'))).toMatchObject({
      name: 'Jo',
      phone: '555-010123',
      contactPref: 'email',
      description: 'New roof, 10y',
      consent: true,
    })
    // Opened without a service, ZIP code or contractors: nothing to submit, and a way back to the start.
    await expect(page.getByRole('link', { name: 'Start your quote request' })).toHaveAttribute(
      'href',
      '/quotes/start',
    )
  })
})
