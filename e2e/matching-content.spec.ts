import { expect, type APIRequestContext } from '@playwright/test'

import { E2E_RATING_SOURCE, giveCredentials, removeCredentials } from './contractor-company'
import { gotoHydrated, uniqueTag } from './fixtures'
import { expectArrivedOn, STEPS } from './quote-wizard'
import { test, type Member } from './team'

/**
 * In the content project (playwright.config.ts): it adds a service of its own, which the other specs' service
 * lists would otherwise count.
 */

const created = async (request: APIRequestContext, editor: Member, collection: string, data: object) => {
  const response = await request.post(`/api/${collection}`, { headers: editor.headers, data })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: string } }).doc.id
}

test('where no one covers Houston, the select step offers contractors elsewhere in Texas and none of another state', async ({
  page,
  request,
  editor,
  admin,
}) => {
  const slug = uniqueTag('gutter-guards')
  const service = await created(request, editor, 'services', {
    name: 'Gutter Guards',
    slug,
    description: 'Keep leaves out of your gutters for good.',
    icon: 'wrench',
    category: 'Exterior',
    priceLow: 800,
    priceHigh: 2500,
    durationLow: 1,
    durationHigh: 2,
    sortOrder: 902,
    relatedServices: [],
    _status: 'published',
  })
  const contractor = async (
    name: string,
    area: { states?: string[]; cities?: string[] },
    serviceArea: string,
  ) => {
    const id = await created(request, editor, 'contractors', {
      name,
      slug: uniqueTag(name.toLowerCase().replace(/\W+/g, '-')),
      description: `${name}, made by the matching test.`,
      services: [service],
      externalRating: {
        rating: name.startsWith('Dallas') ? 4.1 : 5,
        count: 10,
        source: E2E_RATING_SOURCE,
        asOf: '2026-03-01',
      },
      serviceArea,
      ...area,
    })
    // Checked, as every contractor homeowners are offered is: the test is about the area alone.
    await giveCredentials(request, admin, id)
    return id
  }
  const dallas = `Dallas Gutters ${uniqueTag('')}`
  const florida = `Florida Gutters ${uniqueTag('')}`
  const arizona = `Arizona Gutters ${uniqueTag('')}`
  const contractors = [
    await contractor(dallas, { cities: ['Dallas, TX'] }, 'Dallas'),
    await contractor(florida, { states: ['FL'] }, 'All of Florida'),
    await contractor(arizona, { states: ['AZ'], cities: ['Phoenix, AZ'] }, 'All of Arizona'),
  ]
  try {
    await gotoHydrated(page, `/quotes/start?service=${slug}&zip=77002`)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expectArrivedOn(page, STEPS.select)
    const main = page.getByRole('main')
    await expect(main.getByText('No contractors cover Houston, TX yet.')).toBeVisible()
    await main.getByRole('button', { name: 'Show contractors elsewhere in Texas' }).click()

    await expect(
      main.getByText('No contractors cover Houston, TX yet, so these work elsewhere in Texas.'),
    ).toBeVisible()
    const cards = main.getByRole('checkbox')
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toHaveAccessibleName(dallas)
    await expect(cards.first()).toContainText('Serves Dallas')
    for (const name of [florida, arizona]) await expect(page.getByText(name)).toHaveCount(0)
  } finally {
    for (const id of contractors) {
      await removeCredentials(request, admin, id)
      await request.delete(`/api/contractors/${id}`, { headers: editor.headers })
    }
    await request.delete(`/api/services/${service}`, { headers: editor.headers })
  }
})
