import type { CollectionSlug, FlattenedField, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Service } from '../payload-types'
import { createService, createUser, signInToken, testPayload, unique } from '../../test/payload'
import { asUser, fieldErrorsOf, rest } from '../../test/rest'

let payload: Payload
let editor: string
let service: Service
const ids = {} as Record<'cost-guides' | 'city-pages', string>

const send = (method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>) =>
  rest(path, asUser(editor, { method, body: JSON.stringify(body) }))

/** A write the API refuses with 400; answers the messages it put on each field. */
const refusal = async (response: Response) => {
  expect(response.status).toBe(400)
  return fieldErrorsOf(response)
}

beforeAll(async () => {
  payload = await testPayload()
  editor = await signInToken(payload, await createUser(payload, 'editor'))
  service = await createService(payload, 'Range Service')
  ids['cost-guides'] = (
    await payload.create({
      collection: 'cost-guides',
      data: {
        title: 'Range Guide',
        slug: unique('range-guide'),
        excerpt: 'A guide whose costs the test breaks.',
        author: 'Expert Team',
        publishedAt: '2025-01-15T12:00:00.000Z',
        costTiers: [{ name: 'Basic', low: 100, average: 200, high: 300 }],
      },
    })
  ).id
  ids['city-pages'] = (
    await payload.create({
      collection: 'city-pages',
      data: {
        state: 'florida',
        city: 'miami',
        cityName: 'Miami',
        zipCode: '33130',
        service: service.id,
        costLow: 1000,
        costAverage: 2000,
        costHigh: 3000,
        durationLow: 7,
        durationHigh: 14,
        metaTitle: 'Range Service in Miami',
      },
    })
  ).id
})

describe('a low end above its high end is refused with a message on the field', () => {
  it("on a service's average cost and typical duration, whichever end the editor changed", async () => {
    const path = `/api/services/${service.id}`
    expect(await refusal(await send('PATCH', path, { priceLow: 5000, priceHigh: 100 }))).toEqual([
      { path: 'priceLow', message: 'Must be at most the high price' },
      { path: 'priceHigh', message: 'Must be at least the low price' },
    ])
    // Only the low end sent: the stored high end (2000) is what it is held to.
    expect(await refusal(await send('PATCH', path, { priceLow: 5000 }))).toContainEqual({
      path: 'priceLow',
      message: 'Must be at most the high price',
    })
    expect(await refusal(await send('PATCH', path, { priceHigh: 999 }))).toEqual([
      { path: 'priceLow', message: 'Must be at most the high price' },
      { path: 'priceHigh', message: 'Must be at least the low price' },
    ])
    expect(await refusal(await send('PATCH', path, { durationLow: 30 }))).toContainEqual({
      path: 'durationLow',
      message: 'Must be at most the longest duration',
    })
    const stored = await payload.findByID({ collection: 'services', id: service.id })
    expect([stored.priceLow, stored.priceHigh, stored.durationLow]).toEqual([1000, 2000, 1])
  })

  it("on a service's pricing tier, its price and its duration", async () => {
    const tier = { name: 'Basic', priceLow: 9, priceHigh: 1, durationLow: 3, durationHigh: 2 }
    expect(
      await refusal(await send('PATCH', `/api/services/${service.id}`, { pricingTiers: [tier] })),
    ).toEqual([
      { path: 'pricingTiers.0.priceLow', message: 'Must be at most the high price' },
      { path: 'pricingTiers.0.priceHigh', message: 'Must be at least the low price' },
      { path: 'pricingTiers.0.durationLow', message: 'Must be at most the longest duration' },
      { path: 'pricingTiers.0.durationHigh', message: 'Must be at least the shortest duration' },
    ])
  })

  it('on a new service, before anything is stored', async () => {
    const response = await send('POST', '/api/services', {
      name: 'Backwards Service',
      slug: unique('backwards'),
      description: 'Prices the wrong way round.',
      icon: 'wrench',
      category: 'Remodeling',
      priceLow: 900,
      priceHigh: 100,
      durationLow: 1,
      durationHigh: 2,
    })
    expect(await refusal(response)).toEqual([
      { path: 'priceLow', message: 'Must be at most the high price' },
      { path: 'priceHigh', message: 'Must be at least the low price' },
    ])
  })

  it("on a cost guide's tier, low to average to high", async () => {
    const path = `/api/cost-guides/${ids['cost-guides']}`
    const tiers = (low: number, average: number, high: number) => ({
      costTiers: [{ name: 'Basic', low, average, high }],
    })
    expect(await refusal(await send('PATCH', path, tiers(900, 950, 100)))).toEqual([
      { path: 'costTiers.0.low', message: 'Must be at most the high cost' },
      { path: 'costTiers.0.average', message: 'Must be at most the high cost' },
      { path: 'costTiers.0.high', message: 'Must be at least the average cost' },
    ])
    expect(await refusal(await send('PATCH', path, tiers(100, 50, 300)))).toEqual([
      { path: 'costTiers.0.low', message: 'Must be at most the average cost' },
      { path: 'costTiers.0.average', message: 'Must be at least the low cost' },
    ])
  })

  it("on a location page's costs and duration, with only one end sent", async () => {
    const path = `/api/city-pages/${ids['city-pages']}`
    expect(await refusal(await send('PATCH', path, { costLow: 5000 }))).toEqual([
      { path: 'costLow', message: 'Must be at most the average cost' },
      { path: 'costAverage', message: 'Must be at least the low cost' },
      { path: 'costHigh', message: 'Must be at least the low cost' },
    ])
    expect(await refusal(await send('PATCH', path, { costHigh: 10 }))).toEqual([
      { path: 'costLow', message: 'Must be at most the high cost' },
      { path: 'costAverage', message: 'Must be at most the high cost' },
      { path: 'costHigh', message: 'Must be at least the average cost' },
    ])
    expect(await refusal(await send('PATCH', path, { durationHigh: 1 }))).toEqual([
      { path: 'durationLow', message: 'Must be at most the longest duration' },
      { path: 'durationHigh', message: 'Must be at least the shortest duration' },
    ])
  })

  it('accepts equal ends', async () => {
    const response = await send('PATCH', `/api/city-pages/${ids['city-pages']}`, {
      costLow: 2000,
      costAverage: 2000,
      costHigh: 2000,
      durationLow: 7,
      durationHigh: 7,
    })
    expect(response.status).toBe(200)
  })
})

/** A field's label in the panel, by its path through arrays ("pricingTiers.priceLow"). */
const labelOf = (collection: CollectionSlug, path: string): unknown => {
  let fields: FlattenedField[] = payload.collections[collection].config.flattenedFields
  let field: FlattenedField | undefined
  for (const name of path.split('.')) {
    field = fields.find((candidate) => candidate.name === name)
    fields = field && 'flattenedFields' in field ? field.flattenedFields : []
  }
  return field?.label
}

describe('labels say the unit', () => {
  it.each([
    ['services', 'priceLow', 'Average cost from ($)'],
    ['services', 'priceHigh', 'Average cost to ($)'],
    ['services', 'durationLow', 'Typical duration from (days)'],
    ['services', 'pricingTiers.priceHigh', 'Price to ($)'],
    ['services', 'pricingTiers.durationLow', 'Duration from (days)'],
    ['cost-guides', 'costTiers.average', 'Average cost ($)'],
    ['city-pages', 'costLow', 'Low cost ($)'],
    ['city-pages', 'costHigh', 'High cost ($)'],
    ['city-pages', 'durationHigh', 'Typical duration to (days)'],
    ['contractors', 'rating', 'Verified rating (1-5)'],
  ] as const)('%s %s: "%s"', (collection, path, label) => {
    expect(labelOf(collection, path)).toBe(label)
  })
})
