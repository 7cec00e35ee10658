import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { expectNoSeriousA11yViolations } from './a11y'
import {
  CONTRACTOR_PASSWORD,
  createCompany,
  invitationToken,
  invite,
  removeCompany,
  requestQuote,
  setPassword,
  type Company,
} from './contractor-company'
import { withDatabase } from './database'
import { uniqueTag } from './fixtures'
import { personalPage, signInWithForm, test } from './team'

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1366, height: 768 }

/** A homeowner's request for roofing in Miami with a budget and a timeframe, sent to the company alone. */
const requestRoofing = (request: APIRequestContext, company: Company, name: string) =>
  requestQuote(request, [company], {
    name,
    phone: '(555) 010-4242',
    contactPref: 'phone',
    budgetRange: '10k-25k',
    timeframe: 'asap',
    description: 'Storm took half the shingles off the north side.',
  })

/** Sets the password from the link's token; the portal opens on the requests, signed in. */
const setPasswordFromToken = async (page: Page, token: string) => {
  await setPassword(page, `/pro/set-password?token=${encodeURIComponent(token)}`)
  await expect(page).toHaveURL(/\/pro$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your requests' })).toBeVisible()
}

const requestCard = (page: Page) =>
  page.getByRole('article', { name: 'Roofing in 33101 · Miami, FL' }).first()

const expectAccessible = async (page: Page) => {
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size)
    await expectNoSeriousA11yViolations(page)
  }
  await page.setViewportSize(LAPTOP)
}

test('staff invite a contractor, who sets a password, accepts a request, sends a quote and wins the job', async ({
  page,
  browser,
  request,
  admin,
  staff,
}) => {
  const company = await createCompany(request, admin)
  try {
    const homeowner = await requestRoofing(request, company, `Casey ${uniqueTag('Homeowner')}`)
    const email = `${uniqueTag('robin')}@example.com`

    // Staff invite from the Contractors tab.
    const login = await page.request.post('/api/users/login', {
      data: { email: staff.email, password: staff.password },
    })
    expect(login.status()).toBe(200)
    await page.goto('/admin/contractors')
    await page.getByRole('button', { name: `Invite ${company.name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Invite ${company.name}` })
    await dialog.getByRole('button', { name: 'Send invitation' }).click()
    await expect(dialog.getByText('Please enter the person’s name')).toBeVisible()
    await dialog.getByLabel('Name').fill('Robin Roofer')
    await dialog.getByLabel('Email').fill(email)
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Send invitation' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(`${email} can set a password within 72 hours.`)).toBeVisible()

    // The contractor follows the emailed link, in a browser of their own.
    const pro = await personalPage(browser)
    await setPasswordFromToken(pro, await invitationToken(email))
    await expect(pro.getByText(company.name)).toBeVisible()
    const card = requestCard(pro)
    await expect(card.getByText('New: waiting for your answer')).toBeVisible()
    await expect(card.getByText('Storm took half the shingles off the north side.')).toBeVisible()
    await expect(card.getByText('$10,000 - $25,000')).toBeVisible()
    // Before accepting: no name, email or phone.
    await expect(card.getByText(homeowner.name)).toHaveCount(0)
    await expect(card.getByRole('link', { name: homeowner.email })).toHaveCount(0)
    await expectAccessible(pro)

    await card.getByRole('button', { name: 'Accept' }).click()
    await expect(pro.getByText('Request accepted')).toBeVisible()
    await expect(card.getByText('Accepted', { exact: true })).toBeVisible()
    await expect(card.getByText(homeowner.name)).toBeVisible()
    await expect(card.getByRole('link', { name: homeowner.email })).toHaveAttribute(
      'href',
      `mailto:${homeowner.email}`,
    )
    await expect(card.getByRole('link', { name: '(555) 010-4242' })).toHaveAttribute(
      'href',
      'tel:+15550104242',
    )

    await card.getByRole('button', { name: 'Send quote' }).click()
    const quote = pro.getByRole('dialog', { name: 'Send a quote' })
    await quote.getByLabel('Quote amount in dollars (optional)').fill('8,200')
    await expectAccessible(pro)
    await quote.getByRole('button', { name: 'Mark quote sent' }).click()
    await expect(quote).toBeHidden()
    await expect(card.getByText('Your quote: $8,200')).toBeVisible()

    await card.getByRole('button', { name: 'Mark won' }).click()
    await pro
      .getByRole('dialog', { name: 'Mark this job as won?' })
      .getByRole('button', { name: 'Yes, mark won' })
      .click()
    await expect(card.getByText('Won', { exact: true })).toBeVisible()
    await expect(card.getByRole('button')).toHaveCount(0)
    // Every step, timestamped, by the contractor.
    const history = card.getByRole('list').last()
    await expect(history.getByRole('listitem')).toHaveText([
      /Accepted \(by you\)/,
      /Quote sent \(by you\)/,
      /Won \(by you\)/,
    ])
    await expectAccessible(pro)

    // The dashboard is not theirs.
    await pro.goto('/admin')
    await expect(pro.getByRole('heading', { name: /This dashboard is for the .* team/ })).toBeVisible()
    await expect(pro.getByRole('link', { name: 'contractor portal' })).toHaveAttribute('href', '/pro')
    // Nor its data, asked from the page with the contractor's session, as the dashboard would ask.
    const statuses = await pro.evaluate(() =>
      Promise.all(
        ['/api/leads', '/api/admin/analytics', '/api/pro/referrals'].map(
          async (path) => (await fetch(path)).status,
        ),
      ),
    )
    expect(statuses).toEqual([403, 403, 200])
    await pro.context().close()
  } finally {
    await removeCompany(request, admin, company)
  }
})

test('a contractor signs in at /pro and declines a request with a reason', async ({
  browser,
  request,
  admin,
  staff,
}) => {
  const company = await createCompany(request, admin)
  try {
    await requestRoofing(request, company, `Jordan ${uniqueTag('Homeowner')}`)
    const { email, token } = await invite(request, staff, company)
    const set = await request.post('/api/users/reset-password', {
      data: { token, password: CONTRACTOR_PASSWORD },
    })
    expect(set.status(), await set.text()).toBe(200)

    const pro = await personalPage(browser)
    await pro.goto('/pro')
    await expect(pro.getByRole('heading', { name: 'Sign in to answer your requests' })).toBeVisible()
    await expectAccessible(pro)
    await signInWithForm(pro, { email, password: CONTRACTOR_PASSWORD })

    const card = requestCard(pro)
    await card.getByRole('button', { name: 'Decline' }).click()
    const dialog = pro.getByRole('dialog', { name: 'Decline this request' })
    await dialog.getByRole('button', { name: 'Decline request' }).click()
    await expect(dialog.getByText('Please say why you are declining')).toBeVisible()
    await expect(dialog.getByText('Please choose why you are declining')).toBeVisible()
    await expect(dialog.getByLabel('Why are you declining?')).toHaveAttribute('aria-invalid', 'true')
    await dialog
      .getByLabel('Reason the homeowner is told')
      .selectOption({ label: 'Does not offer this service' })
    await dialog.getByLabel('Why are you declining?').fill('We do not work on tile roofs.')
    await expectAccessible(pro)
    await dialog.getByRole('button', { name: 'Decline request' }).click()
    await expect(dialog).toBeHidden()
    await expect(card.getByText('Declined', { exact: true })).toBeVisible()
    await expect(card.getByText('Your reason for declining: We do not work on tile roofs.')).toBeVisible()
    await expect(card.getByRole('button')).toHaveCount(0)
    await pro.context().close()
  } finally {
    await removeCompany(request, admin, company)
  }
})

test('a withdrawn request says so and hides the homeowner’s details again', async ({
  browser,
  request,
  admin,
  staff,
}) => {
  const company = await createCompany(request, admin)
  try {
    const homeowner = await requestRoofing(request, company, `Alex ${uniqueTag('Homeowner')}`)
    const { token } = await invite(request, staff, company)
    const pro = await personalPage(browser)
    await setPasswordFromToken(pro, token)
    const card = requestCard(pro)
    await card.getByRole('button', { name: 'Accept' }).click()
    await expect(card.getByText(homeowner.name)).toBeVisible()

    // The homeowner withdraws from their request page (another part of the product): here, as it stores it.
    await withDatabase(async (db) => {
      await db.query('UPDATE leads SET withdrawn_at = now() WHERE id = $1', [company.leads[0]])
      await db.query(`UPDATE referrals SET status = 'withdrawn' WHERE lead_id = $1`, [company.leads[0]])
    })
    await pro.reload()
    await expect(card.getByText('The homeowner withdrew this request')).toBeVisible()
    await expect(card.getByText(homeowner.name)).toHaveCount(0)
    await expect(card.getByRole('link', { name: homeowner.email })).toHaveCount(0)
    await expect(card.getByRole('button')).toHaveCount(0)
    await pro.context().close()
  } finally {
    await removeCompany(request, admin, company)
  }
})

test('the portal tells a member of the team it is for contractors', async ({ page, staff }) => {
  await page.goto('/pro')
  await signInWithForm(page, staff)
  await expect(page.getByRole('heading', { name: 'This portal is for contractors' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', '/admin/referrals')
})
