import { expect, type Locator } from '@playwright/test'

import { gotoHydrated } from './fixtures'
import { test } from './team'

test('the header links to every section and the quote wizard', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [name, path] of [
    ['Services', '/services'],
    ['Cost Guides', '/cost-guides'],
    ['About', '/about'],
    ['Contact', '/contact'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path!)
  }
  // Beside the menu rather than in it, so that it stays on a phone too.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Free Quotes' })).toHaveAttribute(
    'href',
    '/quotes/start',
  )
  await page.getByRole('banner').getByRole('link', { name: 'Find Trusted Pros' }).click()
  await expect(page).toHaveURL('/')
})

test('the footer carries its links, strapline, text and this year’s copyright', async ({ page }) => {
  await page.goto('/about')
  const footer = page.getByRole('contentinfo')
  for (const [name, path] of [
    ['Kitchen Remodeling', '/services/kitchen-remodeling'],
    ['Bathroom Renovation', '/services/bathroom-renovation'],
    ['Roofing', '/services/roofing'],
    ['View All Services', '/services'],
    ['Cost Guides', '/cost-guides'],
    ['About Us', '/about'],
    ['Contact', '/contact'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path!)
  }
  await expect(footer.getByText('Find Trusted Pros').first()).toBeVisible()
  await expect(
    footer.getByText(
      'Connect with top-rated contractors in your area. Get free quotes and compare bids for your home improvement projects.',
    ),
  ).toBeVisible()
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible()
})

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu opens, closes, and closes on selection', async ({ page }) => {
    await gotoHydrated(page, '/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Cost Guides' }).click()
    await expect(page).toHaveURL('/cost-guides')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cost Guides')
  })

  test('the menu is a dialog named Menu, and Escape or its close button give focus back to the menu button', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const button = page.getByRole('button', { name: 'Open menu' })
    await button.click()
    const menu = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    await button.click()
    await expect(menu).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
  })
})

test.describe('on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the header keeps a Get Quotes button in reach beside the menu, but not in the wizard', async ({
    page,
  }) => {
    await page.goto('/about')
    const banner = page.getByRole('banner')
    const cta = banner.getByRole('link', { name: 'Get Quotes', exact: true })
    await expect(cta).toBeVisible()
    await expect(cta).toHaveAttribute('href', '/quotes/start')
    // Beside the logo and the menu button, inside the screen, without covering either.
    const box = async (element: Locator) => (await element.boundingBox())!
    const logo = await box(banner.getByRole('link', { name: 'Find Trusted Pros' }))
    const button = await box(cta)
    const menu = await box(banner.getByRole('button', { name: 'Open menu' }))
    expect(logo.x + logo.width).toBeLessThanOrEqual(button.x)
    expect(button.x + button.width).toBeLessThanOrEqual(menu.x)
    expect(menu.x + menu.width).toBeLessThanOrEqual(390)
    expect(button.height).toBeGreaterThanOrEqual(24)

    await cta.click()
    await expect(page).toHaveURL('/quotes/start')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Great! Let's Get Started on Your Project",
    )
    await expect(banner.getByRole('link', { name: /Get (Free )?Quotes/ })).toBeHidden()
  })
})

test.describe('on a 390px phone with the CPU 4 times slower', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a tap on the menu button right after the first paint, before the scripts, opens the menu (3 of 3)', async ({
    context,
  }) => {
    for (const attempt of [1, 2, 3]) {
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      // The page's scripts are held until the tap is made, so that it surely comes before them.
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/assets/**/*.js', async (route) => {
        await released
        await route.continue()
      })
      await page.goto('/services/roofing', { waitUntil: 'commit' })
      const button = page.getByRole('button', { name: 'Open menu' })
      await button.click()
      await expect(page.locator('html'), `attempt ${attempt}`).not.toHaveAttribute('data-hydrated')
      await expect(button).toHaveAttribute('aria-expanded', 'true')

      release()
      const menu = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Mobile' })
      await expect(menu, `attempt ${attempt}`).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(button).toBeFocused()
      await cdp.detach()
      await page.close()
    }
  })
})

for (const width of [1366, 390]) {
  test(`every footer link is a target of at least 24 by 24 px at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/about')
    const links = await page.getByRole('contentinfo').getByRole('link').all()
    expect(links.length).toBeGreaterThanOrEqual(9)
    for (const link of links) {
      const box = await link.boundingBox()
      const name = await link.textContent()
      expect(box, name ?? '').not.toBeNull()
      expect(box!.height, `${name} height`).toBeGreaterThanOrEqual(24)
      expect(box!.width, `${name} width`).toBeGreaterThanOrEqual(24)
    }
  })
}

test('the breadcrumb and the side lists of a location page are targets of at least 24 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/locations/florida/miami/kitchen-remodeling')
  const links = [
    ...(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').all()),
    ...(await page.getByRole('navigation', { name: 'Nearby Cities' }).getByRole('link').all()),
    ...(await page
      .getByRole('navigation', { name: /Related Services/ })
      .getByRole('link')
      .all()),
  ]
  expect(links.length).toBeGreaterThanOrEqual(6)
  for (const link of links) {
    const box = (await link.boundingBox())!
    expect(box.height, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(24)
    expect(box.width, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(24)
  }
})

test('the skip link leaves every part of a location page in place, its form and contractors included', async ({
  page,
}) => {
  await gotoHydrated(page, '/locations/florida/miami/kitchen-remodeling')
  const contractors = page.getByRole('region', { name: 'Top contractors' }).getByRole('article')
  const count = await contractors.count()
  expect(count).toBeGreaterThan(0)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
  await expect(page.getByRole('form', { name: 'Get free quotes' })).toBeVisible()
  await expect(contractors).toHaveCount(count)
  await expect(page.getByRole('button', { name: 'Get Free Local Quotes' })).toBeVisible()
})

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/')
  await page.mouse.wheel(0, 4000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL('/about')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the home form checks its fields, then saves them and opens the wizard', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'Get Free Quotes' }).click()
  await expect(page.getByText('Please select a service')).toBeVisible()
  await expect(page.getByText('ZIP code must be 5 digits')).toBeVisible()

  await page.getByRole('combobox', { name: /service/i }).selectOption('roofing')
  await page.getByRole('textbox', { name: /zip/i }).fill('331')
  await page.getByRole('button', { name: 'Get Free Quotes' }).click()
  await expect(page.getByText('ZIP code must be 5 digits')).toBeVisible()
  await expect(page.getByText('Please select a service')).toBeHidden()

  await page.getByRole('textbox', { name: /zip/i }).fill('33101')
  await page.getByRole('button', { name: 'Get Free Quotes' }).click()
  await expect(page).toHaveURL('/quotes/start')
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('leadData') ?? '{}'))).toMatchObject({
    serviceSlug: 'roofing',
    zipCode: '33101',
  })
})

test('a service renamed in the CMS shows on the next page load', async ({ page, request, admin }) => {
  const { headers } = admin
  const { docs } = await (await request.get('/api/services?where[slug][equals]=pest-control')).json()
  const service = docs[0] as { id: string; name: string }
  const renamed = `Pest Control ${Date.now()}`
  await request.patch(`/api/services/${service.id}`, { headers, data: { name: renamed } })
  try {
    await page.goto('/services')
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible()
  } finally {
    await request.patch(`/api/services/${service.id}`, { headers, data: { name: service.name } })
  }
})
