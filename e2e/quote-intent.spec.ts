import { expect, test, type Page } from '@playwright/test'

import { gotoHydrated } from './fixtures'
import { expectZipCodeConfirmed } from './quote-wizard'

const SERVICE_PAGE = '/services/roofing'
const LOCATION_PAGE = '/locations/florida/miami/kitchen-remodeling'

/** The ZIP code a seeded location page starts quotes with, as its page answer gives it. */
const cityZip = async (page: Page, city = 'miami'): Promise<string> => {
  const response = await page.request.get(`/api/city-pages/page/florida/${city}/kitchen-remodeling`)
  expect(response.status()).toBe(200)
  const { zipCode } = (await response.json()) as { zipCode: string }
  expect(zipCode).toMatch(/^\d{5}$/)
  return zipCode
}

const miamiZip = (page: Page) => cityZip(page)

/** The wizard's first step, opened with the service (and ZIP code) already chosen. */
const expectStartWith = async (page: Page, serviceName: string, zip?: string) => {
  await expect(page).toHaveURL(/\/quotes\/start/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Great! Let's Get Started on Your ${serviceName}`,
  )
  // With a service chosen the step asks only for the ZIP code, and with one given it only shows it.
  await expect(page.getByRole('combobox', { name: /service/i })).toHaveCount(0)
  if (zip) await expectZipCodeConfirmed(page, zip)
}

const heroForm = (page: Page) => page.getByRole('form', { name: 'Get free quotes' })

test.describe('a service page starts the wizard with its service', () => {
  test('from the hero form, the service already chosen', async ({ page }) => {
    await gotoHydrated(page, SERVICE_PAGE)
    const form = heroForm(page)
    await expect(form.getByRole('combobox', { name: 'What service do you need?' })).toHaveValue('roofing')
    await expect(page.getByText('Free · No obligation · about 2 minutes')).toBeVisible()
    await form.getByRole('textbox', { name: 'ZIP code' }).fill('33101')
    await form.getByRole('button', { name: 'Get Free Quotes' }).click()
    await expectStartWith(page, 'Roofing', '33101')
  })

  test('a related service opened from it has its own service chosen', async ({ page }) => {
    await gotoHydrated(page, SERVICE_PAGE)
    // Reach for the form first, so that it is the browser's and not only the server's.
    await heroForm(page).getByRole('textbox', { name: 'ZIP code' }).fill('33101')
    const related = page.getByRole('navigation', { name: 'Related Services' }).getByRole('link').first()
    const name = (await related.textContent())!
    const slug = (await related.getAttribute('href'))!.replace('/services/', '')
    await related.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(heroForm(page).getByRole('combobox', { name: 'What service do you need?' })).toHaveValue(
      slug,
    )
    await expect(page.getByRole('link', { name: 'Request Free Quotes' })).toHaveAttribute(
      'href',
      `/quotes/start?service=${slug}`,
    )
  })

  test('from "Request Free Quotes"', async ({ page }) => {
    await gotoHydrated(page, SERVICE_PAGE)
    await page.getByRole('link', { name: 'Request Free Quotes' }).click()
    await expectStartWith(page, 'Roofing')
  })

  test('from the header, on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, SERVICE_PAGE)
    await page.getByRole('banner').getByRole('link', { name: 'Get Quotes' }).click()
    await expectStartWith(page, 'Roofing')
  })
})

test.describe('a location page starts the wizard with its service and a ZIP code in the city', () => {
  test('from the hero form, both already filled in', async ({ page }) => {
    const zip = await miamiZip(page)
    await gotoHydrated(page, LOCATION_PAGE)
    const form = heroForm(page)
    await expect(form.getByRole('combobox', { name: 'What service do you need?' })).toHaveValue(
      'kitchen-remodeling',
    )
    await expect(form.getByRole('textbox', { name: 'ZIP code' })).toHaveValue(zip)
    await form.getByRole('button', { name: 'Get Free Local Quotes' }).click()
    await expectStartWith(page, 'Kitchen Remodeling', zip)
  })

  test('from the hero form, with the visitor’s own choice', async ({ page }) => {
    await gotoHydrated(page, LOCATION_PAGE)
    const form = heroForm(page)
    await form.getByRole('combobox', { name: 'What service do you need?' }).selectOption('flooring')
    await form.getByRole('textbox', { name: 'ZIP code' }).fill('33130')
    await form.getByRole('button', { name: 'Get Free Local Quotes' }).click()
    await expectStartWith(page, 'Flooring', '33130')
  })

  test('a nearby city opened from it has its own ZIP code filled in', async ({ page }) => {
    const tampaZip = await cityZip(page, 'tampa')
    await gotoHydrated(page, LOCATION_PAGE)
    await heroForm(page).getByRole('textbox', { name: 'ZIP code' }).focus()
    await page.getByRole('navigation', { name: 'Nearby Cities' }).getByRole('link', { name: 'Tampa' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kitchen Remodeling in Tampa, Florida')
    await expect(heroForm(page).getByRole('textbox', { name: 'ZIP code' })).toHaveValue(tampaZip)
  })

  test('from "Request Free Quotes"', async ({ page }) => {
    const zip = await miamiZip(page)
    await gotoHydrated(page, LOCATION_PAGE)
    await page
      .getByRole('region', { name: /Ready to Start/ })
      .getByRole('link', { name: 'Request Free Quotes' })
      .click()
    await expectStartWith(page, 'Kitchen Remodeling', zip)
  })

  test('from the header', async ({ page }) => {
    const zip = await miamiZip(page)
    await gotoHydrated(page, LOCATION_PAGE)
    await page.getByRole('banner').getByRole('link', { name: 'Get Free Quotes' }).click()
    await expectStartWith(page, 'Kitchen Remodeling', zip)
  })
})

test('a cost guide starts the wizard with the service it prices', async ({ page }) => {
  await gotoHydrated(page, '/cost-guides/roof-replacement-cost')
  await expect(heroForm(page).getByRole('combobox', { name: 'What service do you need?' })).toHaveValue(
    'roofing',
  )
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Free Quotes' })).toHaveAttribute(
    'href',
    '/quotes/start?service=roofing',
  )
  await page.getByRole('main').getByRole('link', { name: 'Get Free Quotes' }).click()
  await expectStartWith(page, 'Roofing')
})

test('the hero form of a service page still checks what it is given', async ({ page }) => {
  await gotoHydrated(page, SERVICE_PAGE)
  const form = heroForm(page)
  await form.getByRole('combobox', { name: 'What service do you need?' }).selectOption('')
  await form.getByRole('button', { name: 'Get Free Quotes' }).click()
  await expect(form.getByText('Please select a service')).toBeVisible()
  await expect(form.getByText('ZIP code must be 5 digits')).toBeVisible()
  await expect(page).toHaveURL(SERVICE_PAGE)
})
