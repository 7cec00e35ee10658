import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Service } from '../payload-types'
import { createService, createUser, signInToken, testPayload } from '../../test/payload'
import { asUser, fieldErrorsOf, rest } from '../../test/rest'

let payload: Payload
let editor: string
let kitchens: Service
let baths: Service

const page = (data: Record<string, unknown>) => ({
  state: 'florida',
  city: 'miami',
  cityName: 'Miami',
  zipCode: '33130',
  service: kitchens.id,
  costLow: 12000,
  costAverage: 28000,
  costHigh: 55000,
  durationLow: 21,
  durationHigh: 35,
  metaTitle: 'A location page made by a test',
  ...data,
})

const send = (method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>) =>
  rest(path, asUser(editor, { method, body: JSON.stringify(body) }))

const refused = async (response: Response) => {
  expect(response.status).toBe(400)
  return fieldErrorsOf(response)
}

beforeAll(async () => {
  payload = await testPayload()
  editor = await signInToken(payload, await createUser(payload, 'editor'))
  kitchens = await createService(payload, 'Kitchen Remodeling')
  baths = await createService(payload, 'Bathroom Renovation')
})

describe('a location page', () => {
  it('that already exists for the state, city and service is refused with the address of the first', async () => {
    const first = await send('POST', '/api/city-pages', page({}))
    expect(first.status).toBe(201)
    const message = `A location page for Kitchen Remodeling in Miami, FL already exists: /locations/florida/miami/${kitchens.slug}`
    expect(await refused(await send('POST', '/api/city-pages', page({ metaTitle: 'Again' })))).toEqual([
      { path: 'city', message },
    ])
    // Moving another page onto the same place is refused the same way; its own place is no clash.
    const other = (await payload.create({ collection: 'city-pages', data: page({ service: baths.id }) })).id
    expect(await refused(await send('PATCH', `/api/city-pages/${other}`, { service: kitchens.id }))).toEqual([
      { path: 'city', message },
    ])
    expect((await send('PATCH', `/api/city-pages/${other}`, { metaTitle: 'Renamed' })).status).toBe(200)
  })

  it('names a city the ZIP code data knows in its state', async () => {
    expect(await refused(await send('POST', '/api/city-pages', page({ city: 'miamii' })))).toEqual([
      {
        path: 'city',
        message:
          'The ZIP code data knows no city "miamii" in Florida. Write the city as in the URL, e.g. fort-lauderdale',
      },
    ])
    // Houston is a city, but not in Florida.
    expect(await refused(await send('POST', '/api/city-pages', page({ city: 'houston' })))).toEqual([
      {
        path: 'city',
        message:
          'The ZIP code data knows no city "houston" in Florida. Write the city as in the URL, e.g. fort-lauderdale',
      },
    ])
  })

  it('is in one of the US states, stored as its URL writes it', async () => {
    expect(await refused(await send('POST', '/api/city-pages', page({ state: 'narnia' })))).toEqual([
      { path: 'state', message: 'Write the state as in the URL, e.g. florida or new-york' },
    ])
    expect(await refused(await send('POST', '/api/city-pages', page({ state: 'Florida' })))).toEqual([
      { path: 'state', message: 'Use lower-case letters, digits and single hyphens, e.g. new-york' },
    ])
    const created = await send(
      'POST',
      '/api/city-pages',
      page({ state: 'new-york', city: 'new-york', cityName: 'New York', zipCode: '10001' }),
    )
    expect(created.status).toBe(201)
    expect(((await created.json()) as { doc: { state: string } }).doc.state).toBe('new-york')
  })
})
