import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type ExcelJSModule from 'exceljs'

import { expectNoSeriousA11yViolations } from './a11y'
import { E2E_BASE_URL } from './config'
import { giveCredentials, removeCredentials } from './contractor-company'
import { gotoHydrated, submitLead, uniqueTag } from './fixtures'
import { test, type Credentials, type Member } from './team'

// Required, not imported: exceljs's dependencies give require() their ES module builds on Node 24 ("module-sync"),
// which Playwright's loader cannot link when a spec imports them ("module is not linked").
const ExcelJS = createRequire(import.meta.url)('exceljs') as typeof ExcelJSModule

const SIDEBAR_COOKIE = 'sidebar_state'
const SEVEN_DAYS_S = 7 * 24 * 60 * 60

/** Signs in through the form on /admin, as staff do. */
const signIn = async (page: Page, credentials: Credentials) => {
  await page.getByLabel('Email').fill(credentials.email)
  await page.getByLabel('Password').fill(credentials.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs the browser in through the API as this worker's admin (it shares the page's cookies) and opens a path. */
const openSignedIn = async (
  page: Page,
  admin: Credentials,
  path = '/admin',
  ready = (opened: Page) => opened.getByRole('navigation', { name: 'Admin sections' }),
) => {
  const login = await page.request.post('/api/users/login', {
    data: { email: admin.email, password: admin.password },
  })
  expect(login.status(), await login.text()).toBe(200)
  await page.goto(path)
  await expect(ready(page)).toBeVisible()
}

const columnHeaders = (page: Page) => page.getByRole('columnheader')

/** The dashboard's tabs, in their order, with their paths. */
const TABS = [
  ['Leads', '/admin'],
  ['Contractors', '/admin/contractors'],
  ['Services', '/admin/services'],
  ['Referrals', '/admin/referrals'],
  ['Cost Guides', '/admin/cost-guides'],
  ['Location Pages', '/admin/location-pages'],
  ['Articles', '/admin/articles'],
  ['Analytics', '/admin/analytics'],
] as const

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1366, height: 768 }

/** Opens a tab and waits until everything on it has loaded. */
const openTab = async (page: Page, title: string, path: string) => {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Loading...')).toHaveCount(0)
}

/**
 * Every link and button of the scope a person can see, by its accessible text, that is smaller than 24×24 px
 * (WCAG 2.5.8): none should be.
 */
const smallTapTargets = (page: Page, scope: string) =>
  page.locator(scope).evaluateAll((roots) =>
    roots.flatMap((root) =>
      Array.from(root.querySelectorAll<HTMLElement>('a[href], button, [role="button"], select'))
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(
          ({ element, box }) =>
            `${element.getAttribute('aria-label') ?? element.textContent?.trim()}: ${box.width}×${box.height}`,
        ),
    ),
  )

/**
 * The figure of the Conversion Rate card: the innermost block holding its label, then its first definition (the
 * tab's other sections have percentages too).
 */
const conversionRate = (page: Page) =>
  page
    .getByRole('main')
    .locator('div')
    .filter({ has: page.getByText('Conversion Rate', { exact: true }) })
    .last()
    .getByRole('definition')
    .first()

/** The status picked in a lead's menu is set with a reason, given in the dialog it opens. */
const setWithReason = async (page: Page, name: string, reason: string) => {
  const dialog = page.getByRole('dialog', { name: `Set the status of ${name}` })
  await dialog.getByLabel('Reason').fill(reason)
  await dialog.getByRole('button', { name: 'Set status' }).click()
  await expect(dialog).toBeHidden()
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text })

const adminPost = async (
  request: APIRequestContext,
  { headers }: Member,
  path: string,
  data: Record<string, unknown>,
) => {
  const response = await request.post(path, { headers, data })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: string } }).doc
}

test.describe('signing in', () => {
  test('a wrong password is refused with a message; the right one opens the Leads tab', async ({
    admin,
    page,
  }) => {
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Sign in to the dashboard' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await signIn(page, { ...admin, password: 'wrong-password' })
    await expect(page.getByRole('alert')).toHaveText('The email or password provided is incorrect.')

    await page.getByLabel('Password').fill(admin.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'payload-token')?.httpOnly).toBe(true)
    await expectNoSeriousA11yViolations(page)
  })

  test('with no session cookie the server sends the sign-in form itself, and "Loading..." never shows', async ({
    browser,
    page,
    request,
  }) => {
    // The server's own HTML, before any script runs.
    const html = await (await request.get('/admin')).text()
    expect(html).toContain('Sign in to the dashboard')
    expect(html).toMatch(/<label[^>]*for="sign-in-email"[^>]*>Email<\/label>/)
    expect(html).not.toContain('Loading...')

    // A browser with no script at all sees the form too.
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const bare = await noScript.newPage()
    await bare.goto('/admin/referrals')
    await expect(bare.getByRole('heading', { name: 'Sign in to the dashboard' })).toBeVisible()
    await noScript.close()

    // A real visit: whatever the page shows from its first byte on is watched, and it never says 'Loading...'.
    await page.addInitScript(() => {
      const seen = () => document.body?.innerText.includes('Loading...') ?? false
      const record = () => {
        if (seen()) document.documentElement.dataset.sawLoading = 'true'
      }
      new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true })
    })
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Sign in to the dashboard' })).toBeVisible()
    // Once the page's script runs, the form checks its fields in the page.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-saw-loading')
  })

  test('a session cookie the server cannot vouch for is checked in the browser, and ends at the form', async ({
    page,
  }) => {
    await page.context().addCookies([{ name: 'payload-token', value: 'not-a-session', url: E2E_BASE_URL }])
    const html = await (await page.request.get('/admin')).text()
    expect(html).toContain('Loading...')
    expect(html).not.toContain('Sign in to the dashboard')
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Sign in to the dashboard' })).toBeVisible()
  })

  test('the form says what is missing before it asks the server', async ({ page }) => {
    await gotoHydrated(page, '/admin')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByText('Please enter your password')).toBeVisible()
  })

  test('an expired session returns to the form; signing out does too', async ({ admin, page }) => {
    await openSignedIn(page, admin)
    await page.context().clearCookies()
    await page.getByRole('link', { name: 'Referrals', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Sign in to the dashboard' })).toBeVisible()

    await signIn(page, admin)
    await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in to the dashboard' })).toBeVisible()
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'payload-token')).toBe(false)
  })

  test('an editor is sent on to the Payload panel', async ({ editor, page }) => {
    await page.goto('/admin')
    await signIn(page, editor)
    // A full page load of the panel, not a change in this page: wait for that navigation itself (the URL only
    // changes once the panel's first answer arrives, which a cold panel on a loaded machine took over 5 s to send).
    await page.waitForURL(/\/cms\/?$/)
  })
})

test.describe('sidebar', () => {
  test('lists the eight tabs, Leads first and current, and Exit Admin goes to the site', async ({
    admin,
    page,
  }) => {
    await openSignedIn(page, admin)
    const nav = page.getByRole('navigation', { name: 'Admin sections' })
    await expect(nav.getByRole('link')).toHaveText([
      'Leads',
      'Contractors',
      'Services',
      'Referrals',
      'Cost Guides',
      'Location Pages',
      'Articles',
      'Analytics',
    ])
    await expect(nav.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page')

    await page.getByRole('link', { name: 'Exit Admin' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find Top-Rated Contractors in Your Area',
    )
  })

  test('Ctrl+B collapses it to 3rem, the choice survives a reload in a 7-day cookie, tooltips name the icons', async ({
    admin,
    page,
  }) => {
    await openSignedIn(page, admin)
    const sidebar = page.getByRole('complementary', { name: 'Admin' })
    await expect(sidebar).toHaveAttribute('data-state', 'expanded')
    expect((await sidebar.boundingBox())?.width).toBe(256)

    await page.keyboard.press('Control+b')
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48)
    const cookie = (await page.context().cookies()).find((entry) => entry.name === SIDEBAR_COOKIE)
    expect(cookie?.value).toBe('false')
    expect(Math.abs((cookie?.expires ?? 0) - Date.now() / 1000 - SEVEN_DAYS_S)).toBeLessThan(120)

    await page.reload()
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed')

    // Collapsed, the icons keep their names for screen readers, and show them as tooltips after 700 ms.
    const leads = page.getByRole('link', { name: 'Leads', exact: true })
    await leads.hover()
    const tooltip = page.getByRole('tooltip')
    await expect(tooltip).toBeHidden()
    await expect(tooltip).toHaveText('Leads')
    const [link, tip] = [await leads.boundingBox(), await tooltip.boundingBox()]
    expect(Math.round((tip?.x ?? 0) - ((link?.x ?? 0) + (link?.width ?? 0)))).toBe(4)

    await page.getByRole('button', { name: 'Toggle Sidebar' }).click()
    await expect(sidebar).toHaveAttribute('data-state', 'expanded')
    await page.reload()
    await expect(sidebar).toHaveAttribute('data-state', 'expanded')
  })

  test('on a phone it is an 18rem sheet that closes once a tab is chosen', async ({ admin, page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await openSignedIn(page, admin, '/admin', (opened) =>
      opened.getByRole('heading', { level: 1, name: 'Leads' }),
    )
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden()

    await page.getByRole('button', { name: 'Toggle Sidebar' }).click()
    const sheet = page.getByRole('dialog', { name: 'Admin' })
    await expect(sheet.getByRole('navigation', { name: 'Admin sections' })).toBeVisible()
    // The panel inside the dialog (the dialog element itself spans the screen for the backdrop).
    expect((await page.locator('#app-sidebar').boundingBox())?.width).toBe(288)
    await sheet.getByRole('link', { name: 'Services' }).click()
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible()
  })
})

test.describe('the desk on every screen', () => {
  test('axe finds nothing serious on the sign-in form and on every tab, at 1366 and 390 px', async ({
    admin,
    page,
  }) => {
    test.slow()
    for (const size of [LAPTOP, PHONE]) {
      await page.setViewportSize(size)
      await page.goto('/admin')
      await expect(page.getByRole('heading', { name: 'Sign in to the dashboard' })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    }
    await openSignedIn(page, admin, '/admin', (opened) => opened.getByRole('heading', { level: 1 }))
    for (const size of [LAPTOP, PHONE]) {
      await page.setViewportSize(size)
      for (const [title, path] of TABS) {
        await openTab(page, title, path)
        await expectNoSeriousA11yViolations(page)
      }
    }
    // On a phone the sidebar is a sheet: checked open, too.
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Admin' }).getByRole('navigation', { name: 'Admin sections' }),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('every link and button of the sidebar and the tabs is at least 24×24 px, at 1366 and 390 px', async ({
    admin,
    page,
  }) => {
    test.slow()
    await page.setViewportSize(LAPTOP)
    await page.goto('/admin')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    expect(await smallTapTargets(page, 'main')).toEqual([])

    await openSignedIn(page, admin)
    const sidebar = page.getByRole('complementary', { name: 'Admin' })
    expect(await smallTapTargets(page, '#app-sidebar, header')).toEqual([])
    await page.keyboard.press('Control+b')
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
    expect(await smallTapTargets(page, '#app-sidebar')).toEqual([])
    await page.keyboard.press('Control+b')
    await expect(sidebar).toHaveAttribute('data-state', 'expanded')

    for (const size of [LAPTOP, PHONE]) {
      await page.setViewportSize(size)
      for (const [title, path] of TABS) {
        await openTab(page, title, path)
        expect(await smallTapTargets(page, 'main'), `${title} at ${size.width} px`).toEqual([])
      }
    }
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Admin' }).getByRole('navigation', { name: 'Admin sections' }),
    ).toBeVisible()
    expect(await smallTapTargets(page, '#app-sidebar, header')).toEqual([])
  })

  test('Leads: at 1366 px beside the open sidebar every column fits, with nothing to scroll sideways', async ({
    admin,
    page,
    request,
  }) => {
    const tag = uniqueTag('wide')
    // As long as a real name and address get, so the widest columns are tried.
    const name = `Maximiliana Featherstonehaugh-Abercrombie ${tag}`
    await submitLead(request, {
      name,
      email: `maximiliana.featherstonehaugh.${tag}@longest-family-domain.example.com`,
      serviceSlug: 'bathroom-renovation',
    })
    await page.setViewportSize(LAPTOP)
    await openSignedIn(page, admin, `/admin?search=${tag}`)
    await expect(page.getByRole('complementary', { name: 'Admin' })).toHaveAttribute('data-state', 'expanded')
    const table = page.getByRole('table', { name: 'Leads, newest first' })
    await expect(rowOf(page, name)).toBeVisible()

    const cells = [...(await columnHeaders(page).all()), ...(await rowOf(page, name).getByRole('cell').all())]
    expect(cells).toHaveLength(14)
    for (const cell of cells) {
      const box = await cell.boundingBox()
      expect(box, await cell.innerText()).not.toBeNull()
      expect(box!.x).toBeGreaterThanOrEqual(256)
      expect(box!.x + box!.width).toBeLessThanOrEqual(LAPTOP.width)
    }
    const overflow = await table.evaluate((element) => {
      const scroller = element.parentElement!
      return {
        scroller: scroller.scrollWidth - scroller.clientWidth,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }
    })
    expect(overflow).toEqual({ scroller: 0, page: 0 })
  })

  test('Leads: on a phone each lead is a card with the same facts, links and a working status menu', async ({
    admin,
    page,
    request,
  }) => {
    const name = `Card ${uniqueTag('phone')}`
    const { email } = await submitLead(request, { name })
    await page.setViewportSize(PHONE)
    await openSignedIn(page, admin, `/admin?search=${encodeURIComponent(name)}`, (opened) =>
      opened.getByRole('heading', { level: 1, name: 'Leads' }),
    )
    const cards = page.getByRole('list', { name: 'Leads, newest first' })
    await expect(cards.getByRole('listitem')).toHaveCount(1)
    await expect(page.getByRole('table')).toHaveCount(0)

    const card = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
    const facts = card.getByRole('definition')
    await expect(card.getByRole('term')).toHaveText([
      'Service',
      'ZIP Code',
      'Email',
      'Phone',
      'Status',
      'Date',
    ])
    await expect(facts.nth(0)).toHaveText('Roofing')
    await expect(facts.nth(1)).toHaveText('33101')
    await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    await expect(card.getByRole('link', { name: '(555) 010-7777' })).toHaveAttribute(
      'href',
      'tel:+15550107777',
    )
    const cardBox = await card.boundingBox()
    expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(PHONE.width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

    await card.getByRole('button', { name: `Status of ${name}: new` }).click()
    await page.getByRole('option', { name: 'quoted' }).click()
    await setWithReason(page, name, 'Quoted on the phone.')
    await expect(page.getByText(`${name} is now quoted.`)).toBeVisible()
    await expect(card.getByRole('button', { name: `Status of ${name}: quoted` })).toBeVisible()
  })

  test('the status menu works from the keyboard: Enter and Space open it, arrows move, Escape closes', async ({
    admin,
    page,
    request,
  }) => {
    const name = `Keys ${uniqueTag('keyboard')}`
    await submitLead(request, { name })
    await openSignedIn(page, admin, `/admin?search=${encodeURIComponent(name)}`)
    const menuButton = (status: string) => page.getByRole('button', { name: `Status of ${name}: ${status}` })
    const listbox = page.getByRole('listbox')
    const option = (status: string) => page.getByRole('option', { name: status, exact: true })

    await menuButton('new').focus()
    await page.keyboard.press('Enter')
    await expect(listbox).toBeVisible()
    await expect(option('new')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(option('in-progress')).toHaveAttribute('data-focus', '')
    await page.keyboard.press('Escape')
    await expect(listbox).toBeHidden()
    await expect(menuButton('new')).toBeFocused()

    await page.keyboard.press('Space')
    await expect(listbox).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(option('quoted')).toHaveAttribute('data-focus', '')
    await page.keyboard.press('ArrowUp')
    await expect(option('in-progress')).toHaveAttribute('data-focus', '')
    await page.keyboard.press('Enter')
    // The reason's field has the focus; Tab past Cancel to the dialog's own Set status.
    const dialog = page.getByRole('dialog', { name: `Set the status of ${name}` })
    await expect(dialog.getByLabel('Reason')).toBeFocused()
    await expect(dialog.getByLabel('Status')).toHaveValue('in-progress')
    await page.keyboard.type('Called back.')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Set status' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText(`${name} is now in-progress.`)).toBeVisible()
    // Saved, and the keyboard is still on the lead it worked.
    await expect(menuButton('in-progress')).toBeFocused()
  })
})

test.describe('tabs on seeded data', () => {
  test('Contractors: company and slug, two services, coverage, rating, Verified or Pending, Edit and Invite', async ({
    admin,
    page,
  }) => {
    await openSignedIn(page, admin, '/admin/contractors')
    await expect(columnHeaders(page)).toHaveText([
      'Company',
      'Services',
      'Coverage ZIP',
      'Rating',
      'Status',
      'Accounts',
      'Actions',
    ])
    const bayou = rowOf(page, 'Bayou City Electric')
    await expect(bayou.getByRole('cell')).toHaveText([
      'Bayou City Electricbayou-city-electric',
      'Electrical, HVAC',
      'Houston, TX',
      // No verified review yet: the sample rating is from elsewhere, never shown as the verified one.
      'N/A',
      /^Verified ?Licence until .+Insurance until /,
      'No account yet',
      'EditInvite',
    ])
    await expect(bayou.getByRole('button', { name: 'Invite Bayou City Electric' })).toBeVisible()
    const biscayne = rowOf(page, 'Biscayne Kitchen & Bath')
    await expect(biscayne.getByRole('cell').nth(1)).toHaveText(
      /^Kitchen Remodeling, Bathroom Renovation\.\.\.$/,
    )
    await expect(biscayne.getByRole('cell').nth(2)).toHaveText('Miami, FL, Fort Lauderdale, FL')
    await expect(biscayne.getByRole('cell').nth(4)).toHaveText(/^Verified ?Licence until /)
    // A contractor covering a whole state lists no cities, so its states show.
    await expect(rowOf(page, 'Cornerstone Craftsmen').getByRole('cell').nth(2)).toHaveText('FL')
    await expect(page.getByRole('link', { name: 'Add Contractor' })).toHaveAttribute(
      'href',
      '/cms/collections/contractors/create',
    )
    await expectNoSeriousA11yViolations(page)
  })

  test('Contractors: an inactive contractor reads Inactive, not Verified, whatever its papers', async ({
    admin,
    page,
    request,
  }) => {
    const services = await request.get('/api/services?where[slug][equals]=roofing&depth=0')
    const [roofing] = ((await services.json()) as { docs: { id: string }[] }).docs
    const name = `A1 Retired Roofing ${uniqueTag('inactive')}`
    const contractor = await adminPost(request, admin, '/api/contractors', {
      name,
      slug: uniqueTag('retired-roofing'),
      description: 'Licensed and insured, but no longer taking work.',
      services: [roofing?.id],
      states: ['FL'],
      // Rated and reachable like any other, so no spec reading the best-rated contractor meets this one.
      rating: 1,
      contact: { email: 'office@retired-roofing.example.com' },
      reviewsCount: 0,
      isActive: false,
    })
    await giveCredentials(request, admin, contractor.id)
    await openSignedIn(page, admin, '/admin/contractors')
    await expect(rowOf(page, name).getByRole('cell').nth(4)).toHaveText(/^Inactive ?Licence until /)
    await expect(rowOf(page, 'Magic City Painting').getByRole('cell').nth(4)).toHaveText(/^Inactive/)
    await removeCredentials(request, admin, contractor.id)
    const removed = await request.delete(`/api/contractors/${contractor.id}`, { headers: admin.headers })
    expect(removed.status(), await removed.text()).toBe(200)
  })

  test('the Edit button opens the contractor in the Payload panel', async ({ admin, page }) => {
    await openSignedIn(page, admin, '/admin/contractors')
    await page.getByRole('link', { name: 'Edit Bayou City Electric' }).click()
    await expect(page).toHaveURL(/\/cms\/collections\/contractors\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Bayou City Electric')
  })

  test('Services: 12 cards with slug, description, price range, duration, Edit and Delete', async ({
    admin,
    page,
  }) => {
    await openSignedIn(page, admin, '/admin/services')
    const cards = page.getByRole('main').getByRole('listitem')
    await expect(cards).toHaveCount(12)
    const kitchen = cards.filter({ has: page.getByRole('heading', { name: 'Kitchen Remodeling' }) })
    await expect(kitchen).toContainText('kitchen-remodeling')
    await expect(kitchen).toContainText('$15,000 - $35,000')
    await expect(kitchen).toContainText('14-28 days')
    await expect(kitchen.getByRole('link', { name: 'Edit Kitchen Remodeling' })).toBeVisible()
    await expect(kitchen.getByRole('button', { name: 'Delete Kitchen Remodeling' })).toBeVisible()
  })

  test('Cost Guides: title and slug with create, edit and delete; Location Pages: first 50 of 60', async ({
    admin,
    page,
  }) => {
    await openSignedIn(page, admin, '/admin/cost-guides')
    for (const [title, slug] of [
      ['Kitchen Remodeling Cost', 'kitchen-remodeling-cost'],
      ['Bathroom Renovation Cost', 'bathroom-renovation-cost'],
      ['Roof Replacement Cost', 'roof-replacement-cost'],
    ] as const) {
      const item = page.getByRole('listitem').filter({ hasText: title })
      await expect(item).toContainText(slug)
      await expect(item.getByRole('button', { name: `Delete ${title}` })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'New Cost Guide' })).toBeVisible()

    await page.getByRole('link', { name: 'Location Pages' }).click()
    await expect(page.getByText('Showing first 50 of 60')).toBeVisible()
    await expect(columnHeaders(page)).toHaveText([
      'Location',
      'Service',
      'Cost Range',
      'SEO Title',
      'Actions',
    ])
    await expect(page.getByRole('row')).toHaveCount(51)
    const miami = rowOf(page, 'MIAMI, FLORIDA').filter({ hasText: 'Kitchen Remodeling' })
    await expect(miami.getByRole('cell').nth(2)).toHaveText('$12,000 - $55,000')
    const view = miami.getByRole('link', { name: /^View Miami, Florida Kitchen Remodeling page/ })
    await expect(view).toHaveAttribute('target', '_blank')
    const [tab] = await Promise.all([page.waitForEvent('popup'), view.click()])
    await expect(tab).toHaveURL(/\/locations\/florida\/miami\/kitchen-remodeling$/)
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('Location Pages: a search finds a page beyond the first 50, and paging reaches the rest', async ({
    admin,
    page,
  }) => {
    await openSignedIn(page, admin, '/admin/location-pages')
    await expect(page.getByText('Showing first 50 of 60')).toBeVisible()
    // Sorted by state and city, Houston's pages come after the first 50.
    await expect(rowOf(page, 'HOUSTON, TEXAS')).toHaveCount(0)

    const search = page.getByRole('search', { name: 'Search location pages' }).getByRole('searchbox', {
      name: 'Search',
    })
    await search.fill('houston roofing')
    await search.press('Enter')
    await expect(page.getByRole('row')).toHaveCount(2)
    await expect(rowOf(page, 'HOUSTON, TEXAS').getByRole('cell').nth(1)).toHaveText('Roofing')
    await expect(page.getByText('Showing 1–1 of 1 location pages')).toBeVisible()
    await expect(page).toHaveURL(/search=houston\+roofing/)

    await search.fill('atlantis')
    await search.press('Enter')
    await expect(
      page.getByText('No location pages match "atlantis". Clear the search to see every page.'),
    ).toBeVisible()

    await search.clear()
    await search.press('Enter')
    await expect(page.getByText('Showing first 50 of 60')).toBeVisible()
    // By keyboard, as a screen-reader user would move on.
    await page.getByRole('button', { name: 'Next' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Showing 51–60 of 60 location pages')).toBeVisible()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByRole('row')).toHaveCount(11)
    await expect(rowOf(page, 'HOUSTON, TEXAS')).toHaveCount(5)
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
    await expectNoSeriousA11yViolations(page)
  })

  test('Articles: cards with Published, excerpt, tags, author, reviewer, date and word count', async ({
    admin,
    page,
  }) => {
    await openSignedIn(page, admin, '/admin/articles')
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'How to Choose the Right Contractor for Your Home Project' }),
    })
    await expect(card.locator('[data-variant="success"]')).toHaveText('Published')
    await expect(card).toContainText('A practical checklist for finding, vetting and hiring a contractor')
    await expect(card).toContainText('Sarah Mitchell')
    await expect(card).toContainText('David Ortiz, Licensed General Contractor')
    await expect(card).toContainText(/~\d+ words/)
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem').first()).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(3)
  })

  test('Analytics: the four cards, leads per day and the Platform Overview counted live', async ({
    admin,
    page,
    request,
  }) => {
    await submitLead(request, { name: 'Analytics Visitor' })
    await openSignedIn(page, admin, '/admin/analytics')
    for (const label of ['Total Leads', 'Active Contractors', 'Referrals', 'Conversion Rate']) {
      await expect(page.getByRole('main').getByText(label, { exact: true })).toBeVisible()
    }
    await expect(page.getByText('lead to referral')).toBeVisible()
    await expect(conversionRate(page)).toHaveText(/^\d+(\.\d)?%$/)
    await expect(page.getByText(/^[1-9]\d* leads in the last 30 days \(UTC\)/)).toBeVisible()
    const overview = page.getByRole('region', { name: 'Platform Overview' })
    await expect(overview.getByRole('listitem')).toHaveText([
      '60location SEO pages',
      '3articles',
      '5service categories',
    ])
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('working the leads', () => {
  test('a status change persists after a reload', async ({ admin, page, request }) => {
    const name = `Status ${uniqueTag('lead')}`
    const { email } = await submitLead(request, { name })
    await openSignedIn(page, admin, `/admin?search=${encodeURIComponent(name)}`)
    await expect(columnHeaders(page)).toHaveText([
      'Service',
      'ZIP Code',
      'Name',
      'Email',
      'Phone',
      'Status',
      'Date',
    ])
    await expect(page.getByRole('row')).toHaveCount(2)
    const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
    await expect(rowOf(page, name).getByRole('cell')).toHaveText([
      'Roofing',
      '33101',
      name,
      email,
      '(555) 010-7777',
      'new',
      today.format(new Date()),
    ])
    // 'new' is the primary badge, every other status secondary.
    const statusOf = (status: string) => page.getByRole('button', { name: `Status of ${name}: ${status}` })
    await expect(statusOf('new')).toHaveAttribute('data-variant', 'primary')

    await statusOf('new').click()
    await page.getByRole('option', { name: 'in-progress' }).click()
    await setWithReason(page, name, 'Working it.')
    await expect(page.getByText(`${name} is now in-progress.`)).toBeVisible()
    await page.reload()
    await expect(statusOf('in-progress')).toHaveAttribute('data-variant', 'secondary')

    await page.getByLabel('Status', { exact: true }).selectOption('new')
    await expect(page.getByText('No leads match these filters.', { exact: false })).toBeVisible()
  })

  test('the Export button shows the count and downloads the filtered leads as safe CSV', async ({
    admin,
    page,
    request,
  }) => {
    const tag = uniqueTag('csv')
    await submitLead(request, { name: `${tag} Plain, Jr.` })
    await submitLead(request, { name: `=${tag}+HYPERLINK("evil")` })
    await openSignedIn(page, admin, `/admin?search=${tag}`)
    const exportButton = page.getByRole('link', { name: 'Export CSV (2)' })
    await expect(exportButton).toBeVisible()

    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()])
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')
    const [header, ...rows] = csv.split('\r\n').filter(Boolean)
    expect(header).toBe(
      'Date,Service,ZIP Code,Name,Email,Phone,Status,Contact Preference,Budget,Timeframe,Description,Lead ID',
    )
    expect(rows).toHaveLength(2)
    expect(csv).toContain(`,Roofing,33101,"${tag} Plain, Jr.",`)
    expect(csv).toContain(`,"'=${tag}+HYPERLINK(""evil"")",`)
  })

  test('the Excel export downloads the filtered leads from the keyboard, with ZIP codes, phone numbers and typed formulas as text', async ({
    staff,
    page,
    request,
  }) => {
    const tag = uniqueTag('xlsx')
    const newark = `${tag} Newark`
    const formula = `=${tag}+SUM(1)`
    await submitLead(request, { name: newark, zipCode: '07102', phone: '+1 (973) 555-0100' })
    await submitLead(request, { name: formula })
    await openSignedIn(page, staff, `/admin?search=${tag}`)
    const downloads = page.getByRole('group', { name: 'Download the leads shown' })
    await expect(downloads.getByRole('link', { name: 'Export CSV (2)' })).toBeVisible()
    await downloads.getByRole('link', { name: 'Export Excel (2)' }).focus()

    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(await download.path())
    const sheet = workbook.getWorksheet('Leads')!
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header).toEqual([
      'Date',
      'Service',
      'ZIP Code',
      'Name',
      'Email',
      'Phone',
      'Status',
      'Contact Preference',
      'Budget',
      'Timeframe',
      'Description',
      'Lead ID',
    ])
    expect(sheet.rowCount).toBe(3)
    const cellOf = (name: string, column: string) => {
      const rowNumber = [2, 3].find((row) => sheet.getCell(row, header.indexOf('Name') + 1).value === name)
      expect(rowNumber, name).toBeDefined()
      return sheet.getCell(rowNumber!, header.indexOf(column) + 1)
    }
    for (const [name, column, value] of [
      [newark, 'ZIP Code', '07102'],
      // Typed "+1 (973) 555-0100": exported as kept, in E.164, which a spreadsheet or a dialer reads alike.
      [newark, 'Phone', '+19735550100'],
      [formula, 'Name', formula],
      [formula, 'Service', 'Roofing'],
    ] as const) {
      expect(cellOf(name, column).type, `${name} ${column}`).toBe(ExcelJS.ValueType.String)
      expect(cellOf(name, column).value, `${name} ${column}`).toBe(value)
    }
    expect(cellOf(newark, 'Date').type).toBe(ExcelJS.ValueType.Date)
  })

  test('leads are paged by the server', async ({ admin, page, request }) => {
    const tag = uniqueTag('page')
    for (let index = 0; index < 26; index += 1) await submitLead(request, { name: `${tag} ${index}` })
    await openSignedIn(page, admin, `/admin?search=${tag}`)
    await expect(page.getByText('Showing 1–25 of 26 leads')).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Showing 26–26 of 26 leads')).toBeVisible()
    await expect(rowOf(page, `${tag} 0`)).toBeVisible()
    await expect(page).toHaveURL(/page=2/)
  })

  test('Referrals: the homeowner, service and contractor by name with links, ids cut to 8 characters, a status to change, and the date', async ({
    admin,
    page,
    request,
  }) => {
    const name = `Referral Visitor ${uniqueTag('referral')}`
    const lead = await submitLead(request, { name, serviceSlug: 'plumbing' })
    await openSignedIn(page, admin, '/admin/referrals')
    await expect(columnHeaders(page)).toHaveText([
      'Homeowner',
      'Service',
      'Contractor',
      'Lead ID',
      'Offer ID',
      'Status',
      'Created',
    ])
    const cells = rowOf(page, name).getByRole('cell')
    await expect(cells.nth(1)).toHaveText('Plumbing')
    await expect(cells.nth(3)).toHaveText(`${lead.id.slice(0, 8)}...`)
    await expect(cells.nth(4)).toHaveText(/^[0-9a-f]{8}\.\.\.$/)
    await expect(cells.nth(6)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    await expect(cells.nth(0).getByRole('link', { name })).toHaveAttribute(
      'href',
      `/cms/collections/leads/${lead.id}`,
    )

    await cells.nth(5).getByRole('button').click()
    await page.getByRole('option', { name: 'accepted' }).click()
    await expect(page.getByText(/^Referral [0-9a-f]{8}\.\.\. is now accepted\.$/)).toBeVisible()

    // The contractor's name opens its record in the Payload panel.
    const contractor = cells.nth(2).getByRole('link')
    const contractorName = await contractor.innerText()
    expect(contractorName).not.toMatch(/^[0-9a-f]{8}\.\.\.$/)
    await contractor.click()
    await expect(page).toHaveURL(/\/cms\/collections\/contractors\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(contractorName)
  })

  test('Referrals: on a phone each referral is a card headed by the homeowner', async ({
    admin,
    page,
    request,
  }) => {
    const name = `Referral Card ${uniqueTag('referral')}`
    await submitLead(request, { name })
    await page.setViewportSize(PHONE)
    await openSignedIn(page, admin, '/admin/referrals', (opened) =>
      opened.getByRole('heading', { level: 1, name: 'Referrals' }),
    )
    await expect(page.getByRole('table')).toHaveCount(0)
    const card = page
      .getByRole('list', { name: 'Referrals, newest first' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) })
    await expect(card.getByRole('term')).toHaveText([
      'Service',
      'Contractor',
      'Lead ID',
      'Offer ID',
      'Status',
      'Created',
    ])
    await expect(card.getByRole('definition').first()).toHaveText('Roofing')
  })
})

test.describe('when the server cannot be reached', () => {
  test('a list says so in plain words next to it, Retry asks again, and focus follows the message', async ({
    admin,
    page,
  }) => {
    await openSignedIn(page, admin, '/admin/cost-guides', (opened) =>
      opened.getByRole('heading', { level: 1, name: 'Cost Guides' }),
    )
    // The network fails (nothing faked: the request never gets an answer).
    await page.route('**/api/cost-guides?**', (route) => route.abort('connectionfailed'))
    await page.reload()
    const notice = page.getByRole('alert').filter({ hasText: 'Could not load this list.' })
    await expect(notice).toHaveText(
      /Could not load this list\.We couldn't reach our server\. Check your connection and try again\.Retry/,
    )
    await expect(page.getByText(/\d{3}: /)).toHaveCount(0)

    await notice.getByRole('button', { name: 'Retry' }).click()
    await expect(notice).toBeFocused()

    await page.unroute('**/api/cost-guides?**')
    await notice.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('listitem').filter({ hasText: 'Kitchen Remodeling Cost' })).toBeVisible()
    await expect(notice).toHaveCount(0)
  })

  test('Analytics: the figures that failed say why in plain words, never a status code, and Retry fills them', async ({
    admin,
    page,
  }) => {
    await page.route('**/api/admin/analytics', (route) => route.abort('connectionfailed'))
    await openSignedIn(page, admin, '/admin/analytics', (opened) =>
      opened.getByRole('heading', { level: 1, name: 'Analytics' }),
    )
    const notice = page.getByRole('alert').filter({ hasText: 'Could not load the figures.' })
    await expect(notice).toContainText("We couldn't reach our server. Check your connection and try again.")
    await expect(page.getByRole('main')).not.toContainText(/\d{3}: /)
    // The chart and the overview, which loaded, are shown.
    await expect(page.getByText(/leads in the last 30 days/)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(1)

    await page.unroute('**/api/admin/analytics')
    await notice.getByRole('button', { name: 'Retry' }).click()
    await expect(notice).toHaveCount(0)
    await expect(conversionRate(page)).toHaveText(/^\d+(\.\d)?%$/)
  })
})

test.describe('deleting content', () => {
  test('asks first, then deletes a cost guide through the API', async ({ admin, page, request }) => {
    const title = `Guide ${uniqueTag('delete')}`
    await adminPost(request, admin, '/api/cost-guides', {
      title,
      slug: uniqueTag('guide'),
      excerpt: 'Made to be deleted by a test.',
      publishedAt: new Date().toISOString(),
    })
    await openSignedIn(page, admin, '/admin/cost-guides')
    await page.getByRole('button', { name: `Delete ${title}` }).click()
    const dialog = page.getByRole('dialog', { name: `Delete ${title}?` })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible()

    await page.getByRole('button', { name: `Delete ${title}` }).click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`${title} was deleted.`)).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0)
    // Its Delete button is gone with it: the keyboard focus is on the tab's heading, not lost to the page's top.
    await expect(page.getByRole('heading', { level: 1, name: 'Cost Guides' })).toBeFocused()
  })

  test('refuses a service that leads still use, and says why', async ({ admin, page, request }) => {
    await submitLead(request, { name: 'Roofing Keeper', serviceSlug: 'roofing' })
    await openSignedIn(page, admin, '/admin/services')
    await page.getByRole('button', { name: 'Delete Roofing' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(/This service cannot be deleted while \d+ leads refer to it/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Roofing' })).toBeVisible()
  })
})
