import { expect } from '@playwright/test'

import { gotoHydrated } from './fixtures'
import { test } from './team'

type ServiceFigures = {
  id: string
  priceLow: number
  priceHigh: number
  durationLow: number
  durationHigh: number
}

test('the start step shows the price range and duration an editor sets for the chosen service, as its page does', async ({
  page,
  request,
  editor,
}) => {
  const found = await request.get('/api/services?where[slug][equals]=roofing&depth=0&limit=1')
  expect(found.status()).toBe(200)
  const roofing = ((await found.json()) as { docs: ServiceFigures[] }).docs[0]!
  const { id, priceLow, priceHigh, durationLow, durationHigh } = roofing
  const change = async (data: Omit<ServiceFigures, 'id'>) => {
    const response = await request.patch(`/api/services/${id}`, { headers: editor.headers, data })
    expect(response.status(), await response.text()).toBe(200)
  }

  await change({ priceLow: 9000, priceHigh: 24000, durationLow: 21, durationHigh: 35 })
  try {
    await gotoHydrated(page, '/quotes/start?service=roofing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Great! Let's Get Started on Your Roofing",
    )
    const figures = page.getByRole('region', { name: 'What to expect' })
    await expect(figures.getByText('$9,000-$24,000', { exact: true })).toBeVisible()
    await expect(figures.getByText('3-5 weeks', { exact: true })).toBeVisible()

    // The service's page says the same.
    await gotoHydrated(page, '/services/roofing')
    await expect(page.getByText('$9,000-$24,000').first()).toBeVisible()

    // Another service keeps its own.
    await gotoHydrated(page, '/quotes/start?service=plumbing')
    await expect(figures.getByText('$15,000-$35,000', { exact: true })).toBeVisible()
  } finally {
    await change({ priceLow, priceHigh, durationLow, durationHigh })
  }
})
