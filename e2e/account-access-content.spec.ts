import { expect, type Browser, type Page } from '@playwright/test'

import { contractorInvitation, REPLACED_LINK_NOTICE } from '../cms/src/email/account-emails'
import { EXPIRED_LINK_MESSAGE } from '../cms/src/contracts/contractor-account'
import { FORGOT_PASSWORD_MESSAGES } from '../cms/src/contracts/forgot-password'
import { SIGN_IN_FAILURES } from '../cms/src/contracts/sign-in'
import { expectNoSeriousA11yViolations } from './a11y'
import { E2E_BASE_URL } from './config'
import { createCompany, invitationToken, invite, removeCompany, setPassword } from './contractor-company'
import { gotoHydrated, uniqueTag } from './fixtures'
import { linkIn, mailTo, receivedMail } from './mailbox'
import { personalPage, signInWithForm, test, type Credentials, type Member } from './team'

const LAPTOP = { width: 1366, height: 768 }
const NEW_PASSWORD = 'a-brand-new-long-password'
const INVITATION_SUBJECT = contractorInvitation({
  name: null,
  company: undefined,
  setPasswordUrl: '',
  portalUrl: '',
  replacesEarlierLink: false,
}).subject

/** A browser of someone's own (no one else's cookies). */
const ownPage = (browser: Browser, person?: Credentials) =>
  personalPage(browser, person, { viewport: LAPTOP })

/** The dashboard's Contractors tab, as a member of the team signed in over the API. */
const contractorsTab = async (browser: Browser, staff: Member): Promise<Page> => {
  const desk = await ownPage(browser, staff)
  await desk.goto('/admin/contractors')
  return desk
}

const companyRow = (desk: Page, name: string) => desk.getByRole('row').filter({ hasText: name })

/** The sign-in form's "Forgot password?" dialog, asked for a link for `email`. */
const askForLink = async (page: Page, email: string) => {
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  const dialog = page.getByRole('dialog', { name: 'Set a new password' })
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Email me a link' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: FORGOT_PASSWORD_MESSAGES.sent })).toBeVisible()
}

const setNewPassword = (page: Page, link: string) => setPassword(page, link, NEW_PASSWORD)

test.describe('getting back in', () => {
  test('a contractor who forgot their password asks at /pro, follows the emailed link and signs in with the new one; staff see the account go from invited to active', async ({
    browser,
    request,
    admin,
    staff,
  }) => {
    const company = await createCompany(request, admin)
    try {
      const { email, token } = await invite(request, staff, company)
      const desk = await contractorsTab(browser, staff)
      const row = companyRow(desk, company.name)
      await expect(row.getByText(email)).toBeVisible()
      await expect(row.getByText('Invitation pending')).toBeVisible()
      await expect(row.getByText(/^Invited /)).toBeVisible()
      const set = await request.post('/api/users/reset-password', {
        data: { token, password: 'the-first-long-password' },
      })
      expect(set.status()).toBe(200)

      const pro = await ownPage(browser)
      await gotoHydrated(pro, '/pro')
      await pro.getByRole('button', { name: 'Forgot password?' }).click()
      const dialog = pro.getByRole('dialog', { name: 'Set a new password' })
      await dialog.getByRole('button', { name: 'Email me a link' }).click()
      await expect(dialog.getByText(FORGOT_PASSWORD_MESSAGES.email)).toBeVisible()
      await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
      await expectNoSeriousA11yViolations(pro)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await askForLink(pro, email)

      const mail = await receivedMail(email, /^Set a new password/)
      await setNewPassword(pro, linkIn(mail, `${E2E_BASE_URL}/pro/set-password?token=`))
      await expect(pro.getByRole('heading', { level: 1, name: 'Your requests' })).toBeVisible()
      await pro.getByRole('button', { name: 'Sign out' }).click()
      await signInWithForm(pro, { email, password: NEW_PASSWORD })
      await expect(pro.getByRole('heading', { level: 1, name: 'Your requests' })).toBeVisible()

      await desk.reload()
      await expect(row.getByText('Active', { exact: true })).toBeVisible()
      await expect(row.getByText(/^Last sign-in /)).toBeVisible()
      await desk.context().close()
      await pro.context().close()
    } finally {
      await removeCompany(request, admin, company)
    }
  })

  test('a member of the team who forgot their password gets the same answer as a stranger, follows the link to the panel’s reset page and signs in at /admin', async ({
    browser,
    request,
    admin,
  }) => {
    const member = {
      email: `${uniqueTag('forgetful-staff')}@example.com`,
      password: 'the-old-staff-password',
    }
    const created = await request.post('/api/users', {
      headers: admin.headers,
      data: { ...member, role: 'staff', name: 'Forgetful Staff' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string } }
    try {
      const page = await ownPage(browser)
      await gotoHydrated(page, '/admin')
      const stranger = `${uniqueTag('nobody')}@example.com`
      await askForLink(page, stranger)
      await askForLink(page, member.email)
      const mail = await receivedMail(member.email, /^Set a new password/)
      expect(mailTo(stranger)).toEqual([])

      await page.goto(linkIn(mail, `${E2E_BASE_URL}/cms/reset/`))
      await page.getByLabel('New Password').fill(NEW_PASSWORD)
      await page.getByLabel('Confirm Password').fill(NEW_PASSWORD)
      await page.getByRole('button', { name: 'Reset Password' }).click()
      await page.waitForURL((url) => !url.pathname.startsWith('/cms/reset'))
      await page.context().close()

      const later = await ownPage(browser)
      await gotoHydrated(later, '/admin')
      await signInWithForm(later, { email: member.email, password: member.password })
      await expect(later.getByRole('alert')).toHaveText('The email or password provided is incorrect.')
      await signInWithForm(later, { email: member.email, password: NEW_PASSWORD })
      await expect(later.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
      await later.context().close()
    } finally {
      await request.delete(`/api/users/${doc.id}`, { headers: admin.headers })
    }
  })

  test('an invitation sent again says the earlier link stopped working, and the earlier link’s page sends a new one itself', async ({
    browser,
    request,
    admin,
    staff,
  }) => {
    const company = await createCompany(request, admin)
    try {
      const { email, token: replaced } = await invite(request, staff, company)

      // Staff invite the same person again from the Contractors tab, which says what that does.
      const desk = await contractorsTab(browser, staff)
      await desk.getByRole('button', { name: `Invite ${company.name}` }).click()
      const dialog = desk.getByRole('dialog', { name: `Invite ${company.name}` })
      await expect(dialog).toContainText('Inviting someone again replaces the link we sent them before')
      await dialog.getByLabel('Name').fill('Robin Roofer')
      await dialog.getByLabel('Email').fill(email)
      await dialog.getByRole('button', { name: 'Send invitation' }).click()
      await expect(desk.getByText('The link we sent them before no longer works.')).toBeVisible()
      await invitationToken(email, replaced)
      const invitations = () => mailTo(email).filter((mail) => mail.subject === INVITATION_SUBJECT)
      await expect.poll(() => invitations().length).toBe(2)
      const [first, second] = invitations()
      expect(first!.text).not.toContain(REPLACED_LINK_NOTICE)
      expect(second!.text).toContain(REPLACED_LINK_NOTICE)
      await desk.context().close()

      // The contractor follows the first email's link.
      const pro = await ownPage(browser)
      await setNewPassword(pro, `/pro/set-password?token=${encodeURIComponent(replaced)}`)
      await expect(pro.getByRole('alert')).toHaveText(EXPIRED_LINK_MESSAGE)
      const newLink = pro.getByRole('region', { name: 'Get a new link' })
      await newLink.getByRole('button', { name: 'Email me a new link' }).click()
      await expect(newLink.getByText(FORGOT_PASSWORD_MESSAGES.email)).toBeVisible()
      await newLink.getByLabel('Your email').fill(email)
      await newLink.getByRole('button', { name: 'Email me a new link' }).click()
      await expect(newLink.getByRole('status')).toHaveText(FORGOT_PASSWORD_MESSAGES.sent)
      await expectNoSeriousA11yViolations(pro)

      const mail = await receivedMail(email, /^Set a new password/)
      await setNewPassword(pro, linkIn(mail, `${E2E_BASE_URL}/pro/set-password?token=`))
      await expect(pro.getByRole('heading', { level: 1, name: 'Your requests' })).toBeVisible()
      await pro.context().close()
    } finally {
      await removeCompany(request, admin, company)
    }
  })
})

test.describe('signing in before the scripts run', () => {
  for (const [path, heading] of [
    ['/admin', 'Leads'],
    ['/pro', 'This portal is for contractors'],
  ] as const) {
    test(`Sign in on ${path}, pressed at first paint with the CPU six times slower and the scripts not loaded, signs in`, async ({
      browser,
      staff,
    }) => {
      const page = await ownPage(browser)
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
      // The page's scripts are held until the form has been sent: whatever the machine's speed, the press lands
      // before the page is hydrated.
      let release = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/*', async (route) => {
        if (route.request().resourceType() === 'script') await released
        await route.continue()
      })
      await page.goto(path, { waitUntil: 'commit' })
      await signInWithForm(page, staff)
      await page.waitForURL(`${E2E_BASE_URL}${path}`)
      await expect(page.getByRole('heading', { name: /^Sign in/ })).toHaveCount(0)
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
      const cookies = await page.context().cookies()
      expect(cookies.find((cookie) => cookie.name === 'payload-token')?.httpOnly).toBe(true)

      // The press was the phone's; what follows is only checked, at the machine's own speed.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      release()
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await page.context().close()
    })
  }

  test('without JavaScript, the /pro form says why a sign-in failed, and signs in', async ({
    browser,
    staff,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: LAPTOP })
    const page = await context.newPage()
    await page.goto('/pro')
    await signInWithForm(page, { email: staff.email, password: 'not-the-password' })
    await expect(page).toHaveURL(/\/pro\?signIn=refused$/)
    await expect(page.getByRole('alert')).toHaveText(SIGN_IN_FAILURES.refused)

    await signInWithForm(page, staff)
    await expect(page).toHaveURL(`${E2E_BASE_URL}/pro`)
    // Who the browser's session is, asked by the browser itself (Payload trusts a session cookie from a browser).
    const me = (await (await page.goto('/api/users/me'))!.json()) as { user: { email: string } | null }
    expect(me.user?.email).toBe(staff.email)
    await context.close()
  })
})
