import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { expectNoSeriousA11yViolations } from './a11y'
import { createCompany, requestQuote, type Company } from './contractor-company'
import { submitLead, uniqueTag } from './fixtures'
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
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
}

/** A homeowner's quote request to this contractor alone; answers the referral it made. */
const requestQuoteOf = async (request: APIRequestContext, staff: Member, company: Company) => {
  const { id: leadId } = await requestQuote(request, [company], {
    name: `Analytics ${uniqueTag('homeowner')}`,
    phone: '(555) 010-7777',
    contactPref: 'phone',
    description: 'Replace a few missing shingles after a storm.',
  })
  const referrals = await request.get(`/api/referrals?where[lead][equals]=${leadId}&depth=0`, {
    headers: staff.headers,
  })
  const [referral] = ((await referrals.json()) as { docs: { id: string }[] }).docs
  if (!referral) throw new Error(`no referral for lead ${leadId}`)
  return referral.id
}

/** A status change from the dashboard's side; the server keeps the times (the first answer's among them). */
const setStatus = async (request: APIRequestContext, staff: Member, referralId: string, status: string) => {
  const response = await request.patch(`/api/referrals/${referralId}`, {
    headers: staff.headers,
    data: { status },
  })
  expect(response.status(), await response.text()).toBe(200)
}

test('Analytics: staff choose a period and see response times, acceptance and won leads by service and contractor', async ({
  admin,
  staff,
  page,
  request,
}) => {
  test.slow()
  // A roofer of the test's own, so its figures are the test's alone; rated low, so no spec reading the best-rated
  // contractor meets it.
  const company = await createCompany(request, admin, {
    name: 'Quick Roofs',
    externalRating: 1,
    description: 'Answers every request within minutes.',
  })
  const { name } = company
  // Two requests: the contractor accepts and wins the first, and has not answered the second.
  const answered = await requestQuoteOf(request, staff, company)
  await requestQuoteOf(request, staff, company)
  await setStatus(request, staff, answered, 'accepted')
  await setStatus(request, staff, answered, 'won')

  await page.setViewportSize(LAPTOP)
  await openSignedIn(page, staff, '/admin/analytics?period=7')
  const section = page.getByRole('region', { name: 'Responses and conversion' })
  await expect(section.getByLabel('Period')).toHaveValue('7')
  await expect(section.getByText(/UTC days, both included/)).toBeVisible()
  // Everyone's referrals count in the headline figures; ours were answered within seconds, so there is a median.
  const median = section.getByRole('definition').filter({ has: page.locator('time') })
  await expect(median).toHaveText(/^(under 1 min|\d+ min|\d+ h( \d+ min)?|\d+ d( \d+ h)?)$/)
  await expect(section.getByRole('term')).toHaveText([
    'Median first response',
    'Acceptance rate',
    // The arrow is for the eye; screen readers hear "Lead to won".
    /^Lead →to won$/,
  ])

  const byContractor = section.getByRole('table', { name: 'Responses and conversion by contractor' })
  await expect(byContractor.getByRole('columnheader')).toHaveText([
    'Contractor',
    'Referrals sent',
    'Answered',
    'Median first response',
    'Acceptance rate',
    'Referral → won',
  ])
  // Sent 2, answered 1 (at once, from the dashboard), accepted 1 of 2, won 1 of 2.
  await expect(byContractor.getByRole('row').filter({ hasText: name }).getByRole('cell')).toHaveText([
    name,
    '2',
    '1',
    'under 1 min',
    '50%',
    '50%',
  ])
  const byService = section.getByRole('table', { name: 'Responses and conversion by service' })
  await expect(byService.getByRole('row').filter({ hasText: 'Roofing' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // The same figures as a card per contractor on a phone.
  await page.setViewportSize(PHONE)
  const card = section
    .getByRole('list', { name: 'Responses and conversion by contractor' })
    .getByRole('listitem')
    .filter({ hasText: name })
  await expect(card.getByRole('term')).toHaveText([
    'Contractor',
    'Referrals sent',
    'Answered',
    'Median first response',
    'Acceptance rate',
    'Referral → won',
  ])
  await expect(card.getByRole('definition')).toHaveText([name, '2', '1', 'under 1 min', '50%', '50%'])
  await expectNoSeriousA11yViolations(page)

  // Custom dates: checked before they are asked for, then kept in the address.
  await page.setViewportSize(LAPTOP)
  await section.getByLabel('Period').selectOption('Custom dates')
  const from = section.getByLabel('From', { exact: true })
  const to = section.getByLabel('To', { exact: true })
  await from.fill('2020-03-10')
  await to.fill('2020-03-01')
  await section.getByRole('button', { name: 'Show' }).click()
  await expect(to).toHaveAccessibleDescription('The end date must be on or after the start date')
  await to.fill('2020-03-31')
  await section.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/[?&]from=2020-03-10&to=2020-03-31$/)
  await expect(section.getByText('from Mar 10, 2020 to Mar 31, 2020', { exact: false })).toBeVisible()
  await expect(section.getByText('No referrals were sent in this period.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.reload()
  await expect(section.getByLabel('Period')).toHaveValue('custom')
  await expect(section.getByLabel('From', { exact: true })).toHaveValue('2020-03-10')
  await expect(section.getByText('No referrals were sent in this period.')).toBeVisible()

  // Dates in the address that are not a period say why, and nothing is asked for.
  await page.goto('/admin/analytics?from=2020-03-10&to=2020-03-01')
  await expect(section.getByLabel('To', { exact: true })).toHaveAccessibleDescription(
    'The end date must be on or after the start date',
  )
  await expect(section.getByText('Loading...')).toHaveCount(0)
  await expect(section.getByRole('table')).toHaveCount(0)

  await section.getByLabel('Period').selectOption('Last 90 days')
  await expect(page).toHaveURL(/[?&]period=90$/)
  await expect(byContractor.getByRole('row').filter({ hasText: name })).toBeVisible()
})

test('Analytics: the response figures say what failed in plain words, and Retry loads them', async ({
  staff,
  page,
  request,
}) => {
  // A referral sent today, so there are figures to show once they load.
  await submitLead(request, { name: `Retry ${uniqueTag('analytics')}` })
  // The server cannot be reached (no answer of ours is faked): the browser fails the request itself.
  await page.route('**/api/admin/analytics/responses?**', (route) => route.abort('connectionfailed'))
  await openSignedIn(page, staff, '/admin/analytics')
  const section = page.getByRole('region', { name: 'Responses and conversion' })
  const notice = section.getByRole('alert')
  await expect(notice).toContainText('Could not load the response figures.')
  await expect(notice).toContainText("We couldn't reach our server. Check your connection and try again.")

  await page.unroute('**/api/admin/analytics/responses?**')
  await notice.getByRole('button', { name: 'Retry' }).click()
  await expect(notice).toHaveCount(0)
  await expect(section.getByRole('term').first()).toHaveText('Median first response')
})

test('Analytics: staff see each marketing figure beside what the data says, and the typed testimonials as unbacked', async ({
  staff,
  page,
}) => {
  await page.setViewportSize(LAPTOP)
  await openSignedIn(page, staff, '/admin/analytics')
  const section = page.getByRole('region', { name: 'Evidence for our claims' })
  const table = section.getByRole('table', { name: 'Marketing figures and what the data says' })
  await expect(table.getByRole('columnheader')).toHaveText([
    'Claim',
    'On the site',
    'What the data says',
    'Verdict',
  ])
  await expect(table.getByRole('rowheader')).toHaveText([
    'Projects completed',
    'Average rating',
    'Customer satisfaction',
    'Contractor response within',
    'Quotes within',
    'Average saving',
  ])
  const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
  // Other specs win referrals here, never fifty thousand: the site's figure is not backed.
  await expect(row('Projects completed').getByRole('cell')).toHaveText([
    '50,000+',
    /^[\d,]+ won referrals?Referrals marked won$/,
    'Not supported',
  ])
  await expect(row('Average saving').getByRole('cell')).toHaveText(['20%', /^Not measured/, 'Not measured'])
  // The home page's three typed testimonials come after any featured review, none of them backed.
  await expect(section.getByRole('listitem').filter({ hasText: 'Jennifer M., Austin, TX' })).toContainText(
    'Not backed by a verified review',
  )
  await expectNoSeriousA11yViolations(page)
})
