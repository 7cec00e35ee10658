import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { externalRatingLabel, responseTimePhrase } from '../cms/src/contracts/contractor-match'
import { DEFAULT_CHECKS_STATEMENT } from '../cms/src/globals/checks-statement'
import { CONSENT_TEXT } from '../cms/src/contracts/quote-request-response'
import { requestReference } from '../cms/src/contracts/request-reference'
import { expectNoSeriousA11yViolations } from './a11y'
import { collectConsoleProblems, gotoHydrated } from './fixtures'
import { UNKNOWN_ZIP_MESSAGE } from '../cms/src/matching/zip-area'
import {
  changeZipCode,
  completeQuoteWizard,
  DETAILS,
  expectAnswersOnConfirm,
  expectArrivedOn,
  expectPath,
  expectZipCodeConfirmed,
  offeredContractors,
  SERVICE,
  startForm,
  startFromHomeForm,
  STEPS,
  uniqueEmail,
  ZIP,
} from './quote-wizard'
import { test } from './team'

type Listing<T> = { docs: T[]; totalDocs: number }
type StoredLead = {
  id: string
  status: string
  zipCode: string
  name: string
  phone: string
  contactPref: string
  budgetRange?: string | null
  timeframe?: string | null
  attribution?: { utmSource?: string | null; utmCampaign?: string | null }
}
type StoredReferral = { contractor: string | { id: string } }

/** Of the right form, but no place has it. */
const UNKNOWN_ZIP = '00000'
const STORAGE_KEYS = ['leadData', 'selectedContractors', 'quoteRequestIdempotencyKey']
const DESKTOP = { width: 1366, height: 768 }
const PHONE = { width: 390, height: 844 }
/** What errorMessage says when the request never got an answer. */
const NETWORK_FAULT = "We couldn't reach our server. Check your connection and try again."
const CONTACT_HINT =
  'We share your email and phone number only with the contractors you choose. We never sell your details.'

const savedSession = (page: Page) =>
  page.evaluate((keys) => keys.map((key) => sessionStorage.getItem(key)), STORAGE_KEYS)

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
  test('at 1366 px: goes from the home form to /thank-you with focus on each new step, shows the request reference, and clears the session', async ({
    admin,
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP)
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
    await expectAnswersOnConfirm(page, email, chosen)
    await expect(main.getByText('24-48 hours', { exact: false })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')

    // Submit keeps the focus while it runs: it is busy, not removed from the keyboard's reach.
    const submit = page.getByRole('button', { name: 'Submit Request' })
    await submit.focus()
    await page.keyboard.press('Enter')
    const submitting = page.getByRole('button', { name: 'Submitting...' })
    await expect(submitting).toBeVisible()
    await expect(submitting).toBeDisabled()
    await expect(submitting).toHaveAttribute('aria-busy', 'true')
    await expect(submitting).toBeFocused()

    await expectArrivedOn(page, STEPS.thankYou)
    await expect.poll(() => savedSession(page)).toEqual([null, null, null])

    const { headers } = admin
    const leads = await leadsByEmail(request, headers, email)
    expect(leads.totalDocs).toBe(1)
    const lead = leads.docs[0]!
    expect(lead).toMatchObject({
      status: 'new',
      zipCode: ZIP,
      name: DETAILS.name,
      // Typed "305.555.0142", shown formatted, stored in E.164.
      phone: '+13055550142',
      contactPref: 'both',
      budgetRange: '10k-25k',
      timeframe: '1-3months',
    })
    const referrals = await referralsOf(request, headers, lead.id)
    expect(referrals.totalDocs).toBe(chosen.length)
    expect(referrals.docs.map(contractorIdOf).sort()).toEqual(
      chosen.map((contractor) => contractor.id).sort(),
    )

    // The thank-you page names the request as the confirmation email does, where it went, and who got it.
    const summary = main.getByRole('region', { name: 'Your Request' })
    await expect(summary.getByText(requestReference(lead.id), { exact: true })).toBeVisible()
    await expect(summary.getByText(email, { exact: true })).toBeVisible()
    for (const contractor of chosen) {
      await expect(summary.getByRole('listitem').filter({ hasText: contractor.name })).toBeVisible()
    }
    await expectNoSeriousA11yViolations(page)
    expect(problems).toEqual([])

    // A reload shows the page without anyone's details.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STEPS.thankYou.heading)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated')
    await expect(main.getByRole('region', { name: 'Your Request' })).toHaveCount(0)
    await expect(main.getByText(email)).toHaveCount(0)
    await expect(main.getByText(requestReference(lead.id))).toHaveCount(0)
  })

  test('at 390 px: every step passes axe, and the select step keeps Continue with its count in a bar at the bottom of the screen', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE)
    const email = uniqueEmail('phone')
    createdEmails.push(email)
    const contractors = await offeredContractors(request, SERVICE.slug, ZIP)
    expect(contractors.length).toBeGreaterThanOrEqual(3)

    await startFromHomeForm(page, SERVICE.name, ZIP)
    await expectArrivedOn(page, STEPS.start)
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()

    await expectArrivedOn(page, STEPS.select)
    const cards = page.getByRole('checkbox')
    await expect(cards).toHaveCount(contractors.length)
    await expectNoSeriousA11yViolations(page)
    // At the top of the step the list runs past the screen, yet Continue is on it, stuck to its bottom edge.
    const continueButton = page.getByRole('button', { name: /^Continue \(\d\)$/ })
    await expect(continueButton).toHaveCount(1)
    await expect(cards.last()).not.toBeInViewport()
    await expect(continueButton).toBeInViewport()
    await expect(continueButton.locator('xpath=..')).toHaveCSS('position', 'sticky')
    const box = (await continueButton.boundingBox())!
    expect(box.y + box.height).toBeGreaterThan(PHONE.height - 40)
    expect(box.height).toBeGreaterThanOrEqual(24)

    await cards.nth(0).click()
    await cards.nth(2).click()
    await expect(continueButton).toHaveText('Continue (2)')
    await expect(continueButton).toBeInViewport()
    await continueButton.click()

    await expectArrivedOn(page, STEPS.details)
    await page.getByRole('textbox', { name: 'Full name' }).fill(DETAILS.name)
    await page.getByRole('textbox', { name: 'Email address' }).fill(email)
    await page.getByRole('textbox', { name: 'Phone number' }).fill(DETAILS.phone)
    await page.getByRole('radio', { name: 'Email' }).check()
    await page.getByRole('textbox', { name: 'Project description' }).fill(DETAILS.description)
    await page.getByRole('checkbox', { name: CONSENT_TEXT }).check()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()

    await expectArrivedOn(page, STEPS.confirm)
    await expect(page.getByRole('main').getByText(DETAILS.phoneShown, { exact: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Submit Request' }).click()

    await expectArrivedOn(page, STEPS.thankYou)
    await expect(page.getByRole('region', { name: 'Your Request' })).toContainText(email)
    await expectNoSeriousA11yViolations(page)
  })

  test('a submission whose answer is lost says so next to Submit, keeps every answer, and Retry stores one lead', async ({
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

    // Told in plain words, on the page, with the focus on the message; every answer is kept.
    const failure = page.getByRole('alert').filter({ hasText: 'Your request was not sent.' })
    await expect(failure).toContainText(NETWORK_FAULT)
    await expect(failure).toBeFocused()
    await expect(page.getByRole('heading', { name: 'Review and Confirm' })).toBeVisible()
    await expectAnswersOnConfirm(page, email, chosen)

    const retry = page.waitForRequest('**/api/quote-requests')
    await failure.getByRole('button', { name: 'Retry' }).click()
    expect(((await retry).postDataJSON() as Record<string, unknown>).idempotencyKey).toBe(sent.idempotencyKey)
    await expectArrivedOn(page, STEPS.thankYou)

    const { headers } = admin
    const leads = await leadsByEmail(request, headers, email)
    expect(leads.totalDocs).toBe(1)
    expect(leads.docs[0]?.attribution).toMatchObject({ utmSource: 'e2e', utmCampaign: 'wizard-retry' })
    expect((await referralsOf(request, headers, leads.docs[0]!.id)).totalDocs).toBe(1)
    await expect(page.getByRole('region', { name: 'Your Request' })).toContainText(
      requestReference(leads.docs[0]!.id),
    )
  })

  test('the confirm step has an Edit link on each block that goes back to the step with those answers, all kept', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('edit')
    const chosen = await completeQuoteWizard(page, request, { email, contractorCount: 2 })
    const main = page.getByRole('main')

    await main.getByRole('link', { name: 'Edit Your Information' }).click()
    await expectArrivedOn(page, STEPS.details)
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(DETAILS.name)
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email)
    await expect(page.getByRole('radio', { name: 'Both' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: CONSENT_TEXT })).toBeChecked()
    // As people write it, not as it is kept (+13055550142).
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(DETAILS.phoneShown)
    await page.getByRole('textbox', { name: 'Phone number' }).fill('1 (786) 555 0199')
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expectArrivedOn(page, STEPS.confirm)
    await expect(main.getByText('(786) 555-0199', { exact: true })).toBeVisible()

    await main.getByRole('link', { name: 'Edit Selected Contractors' }).click()
    await expectArrivedOn(page, STEPS.select)
    await expect(page.getByText('2/3 selected')).toBeVisible()
    for (const contractor of chosen) {
      await expect(page.getByRole('checkbox', { name: contractor.name, exact: true })).toBeChecked()
    }
    await page.getByRole('checkbox', { name: chosen[1]!.name, exact: true }).click()
    await page.getByRole('button', { name: 'Continue (1)' }).click()
    await expectArrivedOn(page, STEPS.details)
    await expect(page.getByRole('textbox', { name: 'Project description' })).toHaveValue(DETAILS.description)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expectArrivedOn(page, STEPS.confirm)
    await expect(main.getByText('1 contractor selected')).toBeVisible()
    await expect(main.getByText(chosen[1]!.name)).toHaveCount(0)

    await main.getByRole('link', { name: 'Edit Project Details' }).click()
    await expectArrivedOn(page, STEPS.details)
    await expect(page.getByRole('combobox', { name: /budget/i })).toHaveValue('10k-25k')
    await page.goBack()
    await expectArrivedOn(page, STEPS.confirm)

    await main.getByRole('link', { name: 'Change ZIP code' }).click()
    await expectArrivedOn(page, STEPS.start)
    await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue(ZIP)
  })

  test('the start step names the service, shows its figures and checks the ZIP code', async ({ page }) => {
    await page.goto('/quotes/start')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Great! Let's Get Started on Your Project",
    )
    // No service chosen yet: the site's typical figures.
    for (const figure of ['$5,000 - $25,000', '2-6 weeks', '20%', '24 hours']) {
      await expect(page.getByRole('main').getByText(figure, { exact: false })).toBeVisible()
    }

    await startFromHomeForm(page, SERVICE.name, ZIP)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Great! Let's Get Started on Your ${SERVICE.name}`,
    )
    // The service's own range and duration, as its page's sidebar shows them (the seed's: the same for each).
    const figures = page.getByRole('region', { name: 'What to expect' })
    for (const figure of ['$15,000-$35,000', '2-4 weeks', '20%', '24 hours']) {
      await expect(figures.getByText(figure, { exact: false })).toBeVisible()
    }
    const progress = page.getByRole('navigation', { name: 'Quote request progress' })
    await expect(progress.getByRole('listitem')).toHaveCount(4)
    await expect(progress.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step')

    await expectZipCodeConfirmed(page, ZIP)
    const zip = await changeZipCode(page, ZIP)
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

  test('a Houston roofing request is offered no contractor limited to another state', async ({
    page,
    request,
  }) => {
    const houston = '77002'
    const offered = await offeredContractors(request, 'roofing', houston)
    for (const contractor of offered) {
      const response = await request.get(`/api/contractors/${contractor.id}?depth=0`)
      const { states, cities } = (await response.json()) as { states?: string[]; cities?: string[] }
      expect(states?.includes('TX') || cities?.includes('Houston, TX'), contractor.name).toBe(true)
    }

    await startFromHomeForm(page, 'Roofing', houston)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expectArrivedOn(page, STEPS.select)
    const cards = page.getByRole('checkbox')
    await expect(cards).toHaveCount(offered.length)
    for (const [index, contractor] of offered.entries()) {
      await expect(cards.nth(index)).toHaveAccessibleName(contractor.name)
    }
    // The seed's roofers of Florida and Arizona, some better rated than a Texan, are nowhere on the step.
    await expect(page.getByText(/Serves All of (Florida|Arizona)|Serves Miami/)).toHaveCount(0)
    for (const name of ['Sunshine State Roofing', 'Desert Sun Roofing', 'Riviera Roofing']) {
      await expect(page.getByText(name)).toHaveCount(0)
    }
  })

  test('a ZIP code and service given on the home page are confirmed on the start step, not asked again', async ({
    page,
  }) => {
    await startFromHomeForm(page, SERVICE.name, '33602')
    await expectArrivedOn(page, STEPS.start)
    await expectZipCodeConfirmed(page, '33602')
    const form = startForm(page)
    await expect(form.getByRole('combobox', { name: /service/i })).toHaveCount(0)
    await expect(form.getByText(SERVICE.name, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expectArrivedOn(page, STEPS.select)
    await expect(page.getByText('0/3 selected')).toBeVisible()
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('leadData') ?? '{}'))).toMatchObject({
      serviceSlug: SERVICE.slug,
      zipCode: '33602',
    })

    // Either can still be changed there: the service's field comes back with the one given, and the focus.
    await page.goBack()
    await expectZipCodeConfirmed(page, '33602')
    await form.getByRole('button', { name: 'Change Service' }).click()
    const serviceField = form.getByRole('combobox', { name: /service/i })
    await expect(serviceField).toHaveValue(SERVICE.slug)
    await expect(serviceField).toBeFocused()
    await serviceField.selectOption({ label: 'Roofing' })
    await expectZipCodeConfirmed(page, '33602')
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expectPath(page, STEPS.select.path)
    await expect(page.getByText('0/3 selected')).toBeVisible()
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('leadData') ?? '{}'))).toMatchObject({
      serviceSlug: 'roofing',
      zipCode: '33602',
    })
  })

  test('a ZIP code no place has is refused where it is typed, with the server’s message', async ({
    page,
  }) => {
    // On the home form.
    await gotoHydrated(page, '/')
    const home = page.getByRole('main')
    await home.getByRole('combobox', { name: /service/i }).selectOption({ label: SERVICE.name })
    await home.getByRole('textbox', { name: /zip/i }).fill(UNKNOWN_ZIP)
    await home.getByRole('button', { name: 'Get Free Quotes' }).click()
    await expect(home.getByText(UNKNOWN_ZIP_MESSAGE)).toBeVisible()
    await expect(home.getByRole('textbox', { name: /zip/i })).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL('/')

    // On the start step, and for a ZIP code of the right form that the data has no place for.
    await gotoHydrated(page, `/quotes/start?service=${SERVICE.slug}`)
    const zip = startForm(page).getByRole('textbox', { name: 'ZIP code' })
    for (const unknown of [UNKNOWN_ZIP, '99999']) {
      await zip.fill(unknown)
      await page.getByRole('button', { name: 'Continue', exact: true }).click()
      await expect(startForm(page).getByText(UNKNOWN_ZIP_MESSAGE)).toBeVisible()
      await expect(zip).toHaveAttribute('aria-invalid', 'true')
      await expect(page).toHaveURL(/\/quotes\/start/)
    }
    await zip.fill(ZIP)
    await expect(startForm(page).getByText(UNKNOWN_ZIP_MESSAGE)).toBeHidden()
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expectArrivedOn(page, STEPS.select)
  })

  test('a ZIP code given by a link but unknown is asked again on the start step, and the select step leads back to change it', async ({
    page,
  }) => {
    // A link may carry a ZIP code of the right form that no place has: shown, then refused on Continue.
    await gotoHydrated(page, `/quotes/start?service=${SERVICE.slug}&zip=${UNKNOWN_ZIP}`)
    await expectZipCodeConfirmed(page, UNKNOWN_ZIP)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    const zip = startForm(page).getByRole('textbox', { name: 'ZIP code' })
    await expect(zip).toHaveValue(UNKNOWN_ZIP)
    await expect(zip).toHaveAttribute('aria-invalid', 'true')
    await expect(startForm(page).getByText(UNKNOWN_ZIP_MESSAGE)).toBeVisible()

    // Saved before the check existed (or past it): the select step says why, with no Retry that cannot help.
    await page.evaluate(
      ([service, unknown]) =>
        sessionStorage.setItem('leadData', JSON.stringify({ serviceSlug: service, zipCode: unknown })),
      [SERVICE.slug, UNKNOWN_ZIP],
    )
    await gotoHydrated(page, STEPS.select.path)
    const refusal = page.getByRole('alert').filter({ hasText: UNKNOWN_ZIP_MESSAGE })
    await expect(refusal).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0)
    await refusal.getByRole('link', { name: 'Change ZIP code' }).click()
    await expectArrivedOn(page, STEPS.start)
    const field = startForm(page).getByRole('textbox', { name: 'ZIP code' })
    await expect(field).toHaveValue(UNKNOWN_ZIP)
    await field.fill(ZIP)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expectArrivedOn(page, STEPS.select)
    await expect(page.getByRole('checkbox').first()).toBeVisible()
  })

  test('the select step needs 1 to 3 contractors and keeps the choice', async ({ page, request }) => {
    // Roofing in Miami: a nationwide roofer, a statewide one and two of South Florida.
    const contractors = await offeredContractors(request, 'roofing', ZIP)
    expect(contractors.length).toBeGreaterThanOrEqual(4)
    await startFromHomeForm(page, 'Roofing', ZIP)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expectPath(page, STEPS.select.path)

    const cards = page.getByRole('checkbox')
    await expect(cards).toHaveCount(contractors.length)
    for (const [index, contractor] of contractors.entries()) {
      const card = cards.nth(index)
      await expect(card).toHaveAccessibleName(contractor.name)
      // What helps choose: how long they have worked and where (seeded for every one), and how soon they answer,
      // measured, once there are enough answers to say it.
      expect(contractor.yearsInBusiness).not.toBeNull()
      expect(contractor.serviceArea).toBeTruthy()
      await expect(card).toContainText(`${contractor.yearsInBusiness} years in business`)
      await expect(card).toContainText(`Serves ${contractor.serviceArea}`)
      if (contractor.medianResponseHours === null) await expect(card).not.toContainText('Answers in')
      else await expect(card).toContainText(responseTimePhrase(contractor.medianResponseHours))
      // A rating from elsewhere never shows without its source and date.
      if (contractor.rating === null && contractor.externalRating)
        await expect(card).toContainText(externalRatingLabel(contractor.externalRating))
      await expect(card).toHaveAccessibleDescription(
        new RegExp(`${contractor.yearsInBusiness} years in business`),
      )
    }
    // What exactly is checked about every contractor listed, said once above the list.
    await expect(page.getByText(DEFAULT_CHECKS_STATEMENT)).toBeVisible()
    const best = contractors[0]!
    const shownRating = best.rating ?? best.externalRating?.rating
    await expect(cards.first()).toContainText(shownRating === undefined ? 'New' : shownRating.toFixed(1))
    await expect(cards.first()).toContainText(/\d+ reviews?/)
    await expect(cards.first()).toContainText('Licensed')
    await expect(cards.first()).toContainText('Insured')
    // Several can be chosen, so each card is marked with a square check box (a check mark once chosen), not a
    // radio circle.
    const box = cards.first().locator('[data-checkbox]')
    await expect(box).toHaveCSS('border-radius', '6px')
    await expect(box.locator('svg')).toHaveCount(0)

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
    await expect(cards.first()).toHaveAttribute('aria-checked', 'true')
    await expect(box.locator('svg')).toHaveCount(1)
    await expect(page.getByText('3/3 selected')).toBeVisible()
    await expect(continueButton).toHaveText('Continue (3)')
    await expect(continueButton).toBeEnabled()

    await cards.nth(3).click()
    // A refusal is announced at once: it is an alert.
    const notifications = page.getByRole('region', { name: 'Notifications (F8)' })
    await expect(notifications.getByRole('alert')).toContainText('Maximum reached')
    await expect(page.getByText('Maximum reached')).toBeVisible()
    await expect(page.getByText('You can select up to 3 contractors')).toBeVisible()
    // One toast at a time: the new one replaced the earlier one.
    await expect(page.getByText('Selection required')).toBeHidden()
    await expect(cards.nth(3)).not.toBeChecked()
    await expect(page.getByText('3/3 selected')).toBeVisible()
    await notifications.getByRole('button', { name: 'Close' }).click()
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
    await expectArrivedOn(page, STEPS.details)
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
    // A name with a link (or a line break) has a message of its own, from the schema the server checks with too.
    await page.getByRole('textbox', { name: 'Full name' }).fill('Jo http://win.example')
    await continueButton.click()
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'Please enter just your name, without links or line breaks',
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
        valid: () => page.getByRole('textbox', { name: 'Phone number' }).fill('555-010-1234'),
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
      // As the server will keep it: the North American number in E.164.
      phone: '+15550101234',
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

  test('the details step refuses a phone number of letters or of dashes alone, as the server does', async ({
    page,
  }) => {
    await gotoHydrated(page, STEPS.details.path)
    const phone = page.getByRole('textbox', { name: 'Phone number' })
    const message = page.getByText('Please enter a valid phone number')
    for (const typed of ['abcdefghij', '----------']) {
      await phone.fill(typed)
      await page.getByRole('button', { name: 'Continue', exact: true }).click()
      await expect(message).toBeVisible()
      await expect(phone).toHaveAttribute('aria-invalid', 'true')
      await expect(page).toHaveURL(STEPS.details.path)
      await phone.fill('305.555.0142')
      await expect(message).toBeHidden()
    }
  })

  test('the details step says what happens to the phone and email, and its Terms and Privacy links keep every answer', async ({
    page,
  }) => {
    await gotoHydrated(page, STEPS.details.path)
    // Opened, not arrived at from another step: the browser's focus stays where it starts.
    await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused()
    const email = page.getByRole('textbox', { name: 'Email address' })
    const phone = page.getByRole('textbox', { name: 'Phone number' })
    await expect(page.getByText(CONTACT_HINT)).toBeVisible()
    await expect(email).toHaveAccessibleDescription(CONTACT_HINT)
    await expect(phone).toHaveAccessibleDescription(CONTACT_HINT)

    const address = uniqueEmail('links')
    await page.getByRole('textbox', { name: 'Full name' }).fill(DETAILS.name)
    await email.fill(address)
    await phone.fill(DETAILS.phone)
    await page.getByRole('radio', { name: 'Phone' }).check()
    await page.getByRole('combobox', { name: /timeframe/i }).selectOption({ label: '1-3 months' })
    await page.getByRole('textbox', { name: 'Project description' }).fill(DETAILS.description)
    const consent = page.getByRole('checkbox', { name: CONSENT_TEXT })
    await consent.check()

    // The label is the stored consent text, with the two documents it names as links.
    const main = page.getByRole('main')
    for (const [name, path] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ] as const) {
      await main.getByRole('link', { name }).click()
      await expectPath(page, path)
      // The document is on screen, not only in the address bar (React Router renders a new location in a
      // transition): Back from it is a step change, which gives the focus to the form's heading.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      await page.goBack()
      await expectArrivedOn(page, STEPS.details)
      await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(DETAILS.name)
      await expect(email).toHaveValue(address)
      await expect(phone).toHaveValue(DETAILS.phone)
      await expect(page.getByRole('radio', { name: 'Phone' })).toBeChecked()
      await expect(page.getByRole('combobox', { name: /timeframe/i })).toHaveValue('1-3months')
      await expect(page.getByRole('textbox', { name: 'Project description' })).toHaveValue(
        DETAILS.description,
      )
      await expect(consent).toBeChecked()
    }
    // Following a link did not tick or untick the box it sits in.
    await main.getByRole('link', { name: 'Terms of Service' }).focus()
    await expect(consent).toBeChecked()
  })

  test('contractors that fail to load are explained on the page, with focus on the message and a Retry that loads them', async ({
    page,
    request,
  }) => {
    const contractors = await offeredContractors(request, SERVICE.slug, ZIP)
    await startFromHomeForm(page, SERVICE.name, ZIP)
    // The list's request never gets an answer, once.
    await page.route('**/api/contractors/match**', (route) => route.abort('connectionreset'), { times: 1 })
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expectPath(page, STEPS.select.path)

    const failure = page.getByRole('alert').filter({ hasText: "We couldn't load contractors for your area." })
    await expect(failure).toContainText(NETWORK_FAULT)
    await expect(failure).toBeFocused()
    await expect(page.getByRole('checkbox')).toHaveCount(0)

    await failure.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('checkbox')).toHaveCount(contractors.length)
    await expect(failure).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    // The answers that led here are still there.
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('leadData') ?? '{}'))).toMatchObject({
      serviceSlug: SERVICE.slug,
      zipCode: ZIP,
    })
  })

  test('toasts: a refusal is announced at once, waits while hovered or focused, closes on Escape and gives the focus back', async ({
    page,
  }) => {
    // The page's clock is the test's, so five seconds pass when the test says, not while it waits.
    await page.clock.install()
    await startFromHomeForm(page, 'Roofing', ZIP)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expectPath(page, STEPS.select.path)
    await expect(page.getByRole('checkbox').first()).toBeVisible()

    const continueButton = page.getByRole('button', { name: 'Continue (0)' })
    const notifications = page.getByRole('region', { name: 'Notifications (F8)' })
    const alert = notifications.getByRole('alert')
    const polite = notifications.getByRole('status')
    const refuse = async () => {
      await continueButton.focus()
      await page.keyboard.press('Enter')
      await expect(alert).toContainText('Selection required')
      await expect(polite).toHaveText('')
    }

    // Left alone, it goes after 5 seconds.
    await refuse()
    await page.clock.runFor(4000)
    await expect(alert).toContainText('Selection required')
    await page.clock.runFor(1500)
    await expect(alert).toHaveCount(0)

    // Under the pointer, it waits; once the pointer leaves, its time runs again.
    await refuse()
    await alert.getByText('Selection required').hover()
    await page.clock.runFor(20_000)
    await expect(alert).toContainText('Selection required')
    await page.mouse.move(0, 0)
    await page.clock.runFor(5500)
    await expect(alert).toHaveCount(0)

    // F8 takes the focus to it, and it waits; Escape closes it and the focus goes back to Continue.
    await refuse()
    await page.keyboard.press('F8')
    await expect(notifications).toBeFocused()
    await page.clock.runFor(20_000)
    await expect(alert).toContainText('Selection required')
    await page.keyboard.press('Escape')
    await expect(alert).toHaveCount(0)
    await expect(continueButton).toBeFocused()

    // Closed with its own button, from the keyboard: the focus goes back too.
    await refuse()
    await page.keyboard.press('F8')
    await page.keyboard.press('Tab')
    await expect(notifications.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(alert).toHaveCount(0)
    await expect(continueButton).toBeFocused()

    // Escape with the focus on the page closes it too.
    await refuse()
    await page.keyboard.press('Escape')
    await expect(alert).toHaveCount(0)
    await expect(continueButton).toBeFocused()
  })

  for (const viewport of [DESKTOP, PHONE]) {
    test(`at ${viewport.width} px the select step does not move while its contractors load (layout shift about 0)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      // Layout shifts not caused by input (as Lighthouse's CLS counts them), from the page's first paint on.
      await page.addInitScript(() => {
        const shifts = { total: 0 }
        Reflect.set(window, '__layoutShift', shifts)
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[])
            if (!entry.hadRecentInput) shifts.total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      const layoutShift = () =>
        page.evaluate(() => (Reflect.get(window, '__layoutShift') as { total: number }).total)
      const cards = page.getByRole('checkbox')

      // Arriving from the start step.
      await startFromHomeForm(page, SERVICE.name, ZIP)
      await page.evaluate(() => ((Reflect.get(window, '__layoutShift') as { total: number }).total = 0))
      await page.getByRole('button', { name: 'Continue', exact: true }).click()
      await expectPath(page, STEPS.select.path)
      await expect(cards.first()).toBeVisible()
      expect(await layoutShift()).toBeLessThan(0.01)

      // Opening the step itself: the server's shell, then the step, then its contractors.
      const problems = collectConsoleProblems(page)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-hydrated')
      await expect(cards.first()).toBeVisible()
      expect(await layoutShift()).toBeLessThan(0.01)
      // The shell the server sent is what the step first renders: it hydrates without a mismatch.
      expect(problems).toEqual([])
    })
  }
})
