import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { ContractorMatch } from '../contracts/contractor-match'
import type { Contractor, Service } from '../payload-types'
import { responsiveImage } from '../media/responsive-image'
import { createPicture } from '../../test/media'
import { createService, testPayload, unique } from '../../test/payload'
import { rest } from '../../test/rest'

let payload: Payload
let service: Service
const made: Record<string, Contractor> = {}

const make = async (key: string, data: Partial<Contractor>) => {
  made[key] = await payload.create({
    collection: 'contractors',
    data: {
      name: key,
      slug: unique(key),
      description: `${key} in the matching test.`,
      services: [service.id],
      reviewsCount: 1,
      contact: { email: 'secret@example.com' },
      ...data,
    },
  })
}

const match = async (zip: string, serviceSlug = service.slug) => {
  const response = await rest(`/api/contractors/match?service=${serviceSlug}&zip=${zip}`)
  expect(response.status).toBe(200)
  return (await response.json()) as ContractorMatch
}

beforeAll(async () => {
  payload = await testPayload()
  service = await createService(payload, 'Matching Service')
  await make('statewide', { states: ['FL'], rating: 4.2 })
  await make('miami-only', { cities: ['Miami, FL'], rating: 4.9 })
  await make('tampa-only', { cities: ['Tampa, FL'], rating: 5 })
  await make('texas', { states: ['TX'], rating: 4.8 })
  await make('inactive', { states: ['FL'], rating: 5, isActive: false })
})

describe('GET /api/contractors/match', () => {
  it('lists active contractors covering the ZIP code by state or city, best rated first', async () => {
    const result = await match('33101')
    expect(result.area).toEqual({ city: 'Miami', state: 'FL' })
    expect(result.local.map((contractor) => contractor.name)).toEqual(['miami-only', 'statewide'])
    expect(result.national).toEqual([])
  })

  it('shows public fields only', async () => {
    const [first] = (await match('33101')).local
    expect(Object.keys(first!).sort()).toEqual(
      [
        'description',
        'id',
        'insured',
        'licensed',
        'logo',
        'name',
        'rating',
        'responseTime',
        'reviewsCount',
        'serviceArea',
        'slug',
        'yearsInBusiness',
      ].sort(),
    )
  })

  it("gives each contractor's logo as a picture to show, and null without one", async () => {
    const logo = await createPicture(payload, { alt: 'Miami Only logo', width: 400, height: 400 })
    await payload.update({ collection: 'contractors', id: made['miami-only']!.id, data: { logo: logo.id } })
    const [miami, statewide] = (await match('33101')).local
    expect(miami?.logo).toEqual(responsiveImage(logo))
    expect(miami?.logo).toMatchObject({ alt: 'Miami Only logo', width: 400, height: 400 })
    expect(statewide?.logo).toBeNull()
  })

  it('offers the best-rated contractors anywhere when nobody covers the ZIP code', async () => {
    const result = await match('99501')
    expect(result.area).toEqual({ city: 'Anchorage', state: 'AK' })
    expect(result.local).toEqual([])
    expect(result.national.map((contractor) => contractor.name)).toEqual([
      'tampa-only',
      'miami-only',
      'texas',
      'statewide',
    ])
  })

  it('answers an unknown service with empty lists, and bad input with 400', async () => {
    expect(await match('33101', 'no-such-service')).toMatchObject({ local: [], national: [] })
    expect((await rest(`/api/contractors/match?service=${service.slug}&zip=abc`)).status).toBe(400)
  })
})
