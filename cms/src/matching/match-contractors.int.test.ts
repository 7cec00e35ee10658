import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContractorMatch } from '../contracts/contractor-match'
import type { QuoteRequest } from '../contracts/quote-request'
import { STATE_CODES } from '../contracts/us-states'
import type { Contractor, Service } from '../payload-types'
import { responsiveImage } from '../collections/Media/responsive-image'
import { giveCurrentChecks } from '../../test/credentials'
import { createPicture } from '../../test/media'
import { createService, testPayload, unique } from '../../test/payload'
import { startQuoteRequests } from '../../test/quote-requests'
import { rest } from '../../test/rest'
import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import { referrals } from '../database/schema'

let payload: Payload
let endpoint: Awaited<ReturnType<typeof startQuoteRequests>>

/** A contractor whose checks are current (credentials.int.test.ts covers those that are not). */
const make = async (service: Service, name: string, data: Partial<Contractor>) => {
  const contractor = await payload.create({
    collection: 'contractors',
    data: {
      name,
      slug: unique(name.toLowerCase().replace(/\W+/g, '-')),
      description: `${name} in the matching test.`,
      services: [service.id],
      reviewsCount: 1,
      contact: { email: 'secret@example.com' },
      ...data,
    },
  })
  await giveCurrentChecks(payload, contractor.id)
  return payload.findByID({ collection: 'contractors', id: contractor.id, depth: 0 })
}

const match = async (service: Service, zip: string, serviceSlug = service.slug) => {
  const response = await rest(`/api/contractors/match?service=${serviceSlug}&zip=${zip}`)
  expect(response.status).toBe(200)
  return (await response.json()) as ContractorMatch
}

const names = (contractors: { name: string }[]) => contractors.map((contractor) => contractor.name)

/** A quote request through the real write path: the answer's status (201 stored, 400 refused). */
const request = (service: Service, zipCode: string, contractorIds: string[]): Promise<Response> =>
  endpoint.post({
    serviceSlug: service.slug,
    zipCode,
    name: 'Matt Matching',
    email: `${unique('matching')}@example.com`,
    phone: '(555) 010-7788',
    contactPref: 'email',
    description: 'A job for the matching tests to send.',
    consent: true,
    contractorIds,
    idempotencyKey: crypto.randomUUID(),
  } satisfies QuoteRequest)

beforeAll(async () => {
  payload = await testPayload()
  endpoint = await startQuoteRequests(payload)
})

afterAll(() => endpoint.close())

describe('GET /api/contractors/match', () => {
  let service: Service
  const made: Record<string, Contractor> = {}

  beforeAll(async () => {
    service = await createService(payload, 'Matching Service')
    made.statewide = await make(service, 'statewide', { states: ['FL'], rating: 4.2 })
    made.miami = await make(service, 'miami-only', { cities: ['Miami, FL'], rating: 4.9 })
    made.tampa = await make(service, 'tampa-only', { cities: ['Tampa, FL'], rating: 5 })
    made.texas = await make(service, 'texas', { states: ['TX'], rating: 4.8 })
    made.inactive = await make(service, 'inactive', { states: ['FL'], rating: 5, isActive: false })
  })

  it('lists active contractors covering the ZIP code by state or city, best rated first', async () => {
    const result = await match(service, '33101')
    expect(result.area).toEqual({ city: 'Miami', state: 'FL' })
    expect(names(result.local)).toEqual(['miami-only', 'statewide'])
    expect(result.national).toEqual([])
  })

  it('shows public fields only', async () => {
    const [first] = (await match(service, '33101')).local
    expect(Object.keys(first!).sort()).toEqual(
      [
        'description',
        'id',
        'insured',
        'licensed',
        'logo',
        'name',
        'externalRating',
        'medianResponseHours',
        'rating',
        'reviewsCount',
        'serviceArea',
        'slug',
        'yearsInBusiness',
      ].sort(),
    )
  })

  it("gives each contractor's logo as a picture to show, and null without one", async () => {
    const logo = await createPicture(payload, { alt: 'Miami Only logo', width: 400, height: 400 })
    await payload.update({ collection: 'contractors', id: made.miami!.id, data: { logo: logo.id } })
    const [miami, statewide] = (await match(service, '33101')).local
    expect(miami?.logo).toEqual(responsiveImage(logo))
    expect(miami?.logo).toMatchObject({ alt: 'Miami Only logo', width: 400, height: 400 })
    expect(statewide?.logo).toBeNull()
  })

  it("offers the contractors of the state's other cities when nobody covers the ZIP code", async () => {
    // Jacksonville: no one covers it; the Miami and Tampa firms work elsewhere in Florida, the statewide one covers it.
    await payload.update({ collection: 'contractors', id: made.statewide!.id, data: { isActive: false } })
    try {
      const result = await match(service, '32202')
      expect(result.area).toEqual({ city: 'Jacksonville', state: 'FL' })
      expect(result.local).toEqual([])
      expect(names(result.national)).toEqual(['tampa-only', 'miami-only'])
    } finally {
      await payload.update({ collection: 'contractors', id: made.statewide!.id, data: { isActive: true } })
    }
  })

  it('offers no one in a state where no contractor of the service works', async () => {
    expect(await match(service, '99501')).toMatchObject({
      area: { city: 'Anchorage', state: 'AK' },
      local: [],
      national: [],
    })
  })

  it('answers an unknown service with empty lists, and bad input with 400', async () => {
    expect(await match(service, '33101', 'no-such-service')).toMatchObject({ local: [], national: [] })
    expect((await rest(`/api/contractors/match?service=${service.slug}&zip=abc`)).status).toBe(400)
  })
})

describe('a Houston roofing request where no one covers the ZIP code', () => {
  const HOUSTON = '77002'
  let roofing: Service
  const made: Record<string, Contractor> = {}

  beforeAll(async () => {
    roofing = await createService(payload, 'Matching Roofing')
    // Better rated than anyone in Texas, and limited to other states: the lists once led with such firms.
    made.florida = await make(roofing, 'Serves All of Florida', { states: ['FL'], rating: 5 })
    made.arizona = await make(roofing, 'Serves All of Arizona', {
      states: ['AZ'],
      cities: ['Phoenix, AZ'],
      rating: 4.9,
    })
    made.miami = await make(roofing, 'Serves Miami', { cities: ['Miami, FL'], rating: 4.8 })
    made.dallas = await make(roofing, 'Serves Dallas', { cities: ['Dallas, TX'], rating: 4.1 })
    made.inactiveTexan = await make(roofing, 'Inactive Texan', { states: ['TX'], rating: 5, isActive: false })
  })

  it('never offers a contractor limited to another state, only those working elsewhere in Texas', async () => {
    const result = await match(roofing, HOUSTON)
    expect(result.area).toEqual({ city: 'Houston', state: 'TX' })
    expect(result.local).toEqual([])
    expect(names(result.national)).toEqual(['Serves Dallas'])
  })

  it('the write path refuses a contractor limited to another state and takes the one the list offers', async () => {
    for (const key of ['florida', 'arizona', 'miami', 'inactiveTexan']) {
      const response = await request(roofing, HOUSTON, [made[key]!.id])
      expect(response.status, key).toBe(400)
      expect(await response.json()).toEqual({
        errors: [
          {
            field: 'contractorIds',
            message: 'One or more selected contractors are not available for this service in your area',
          },
        ],
      })
    }
    expect((await request(roofing, HOUSTON, [made.dallas!.id])).status).toBe(201)
  })

  it('offers a nationwide contractor, and the list and the write path then agree on every contractor', async () => {
    const nationwide = await make(roofing, 'Nationwide Roofing', { states: [...STATE_CODES], rating: 4.3 })
    try {
      const result = await match(roofing, HOUSTON)
      expect(names(result.local)).toEqual(['Nationwide Roofing'])
      expect(result.national).toEqual([])
      const offered = new Set(result.local.map((contractor) => contractor.id))
      for (const contractor of [...Object.values(made), nationwide]) {
        const response = await request(roofing, HOUSTON, [contractor.id])
        expect(response.status, contractor.name).toBe(offered.has(contractor.id) ? 201 : 400)
      }
    } finally {
      await payload.update({ collection: 'contractors', id: nationwide.id, data: { isActive: false } })
    }
  })
})

describe('the order among equals', () => {
  it('rotates leads among equally rated contractors, the best rated staying first', async () => {
    const service = await createService(payload, 'Matching Rotation')
    const best = await make(service, 'Best Rated', { states: ['FL'], rating: 4.9, reviewsCount: 5 })
    // Equal ratings; by a fixed tie-break alone the same one would always come second and take every second choice.
    const equals = [
      await make(service, 'Equal A', { states: ['FL'], rating: 4.5, reviewsCount: 300 }),
      await make(service, 'Equal B', { states: ['FL'], rating: 4.5, reviewsCount: 200 }),
      await make(service, 'Equal C', { cities: ['Miami, FL'], rating: 4.5, reviewsCount: 100 }),
    ]

    // Thirty homeowners each take the first two contractors offered.
    const seconds: string[] = []
    for (let round = 0; round < 30; round += 1) {
      const { local } = await match(service, '33101')
      expect(local[0]?.name).toBe('Best Rated')
      expect(local).toHaveLength(4)
      seconds.push(local[1]!.name)
      expect((await request(service, '33101', [local[0]!.id, local[1]!.id])).status).toBe(201)
    }

    // Never sent a lead first, by name among those; then whoever waited longest.
    expect(seconds.slice(0, 6)).toEqual(['Equal A', 'Equal B', 'Equal C', 'Equal A', 'Equal B', 'Equal C'])
    const { docs } = await payload.find({
      collection: 'referrals',
      where: { contractor: { in: [best.id, ...equals.map((contractor) => contractor.id)] } },
      limit: 100,
      depth: 0,
    })
    const sent = (contractor: Contractor) =>
      docs.filter((referral) => referral.contractor === contractor.id).length
    expect(sent(best)).toBe(30)
    expect(equals.map(sent)).toEqual([10, 10, 10])
  })
})

/** Every referral of the contractor answered after these hours, one figure per referral, oldest first. */
const answerAfter = async (contractor: Contractor, hours: number[]) => {
  const sent = await payload.db.drizzle
    .select({ id: referrals.id })
    .from(referrals)
    .where(eq(referrals.contractor, contractor.id))
    .orderBy(referrals.createdAt)
  expect(sent).toHaveLength(hours.length)
  for (const [index, { id }] of sent.entries()) {
    await payload.db.drizzle
      .update(referrals)
      .set({ respondedAt: sql`${referrals.createdAt} + ${hours[index]!} * interval '1 hour'` })
      .where(eq(referrals.id, id))
  }
}

describe('the order by verified rating, measured response and rating from elsewhere', () => {
  it('puts the verified rating first, then the faster median answer, then a rating from elsewhere, then the new', async () => {
    const service = await createService(payload, 'Matching Earned Order')
    const external = (rating: number) => ({
      externalRating: { rating, count: 40, source: 'Sample data', asOf: '2026-03-01T00:00:00.000Z' },
    })
    const verifiedBest = await make(service, 'Verified 4.8', { states: ['FL'], rating: 4.8, reviewsCount: 3 })
    const verifiedFast = await make(service, 'Verified 4.0 fast', {
      states: ['FL'],
      rating: 4,
      reviewsCount: 2,
    })
    const verifiedSlow = await make(service, 'Verified 4.0 slow', {
      states: ['FL'],
      rating: 4,
      reviewsCount: 9,
    })
    const unratedFast = await make(service, 'Unrated fast', { states: ['FL'], reviewsCount: 0 })
    const fourAnswers = await make(service, 'Four answers', { states: ['FL'], reviewsCount: 0 })
    // Better than any verified figure elsewhere, and still after them: the marketplace's own data comes first.
    await make(service, 'Elsewhere 5.0', { states: ['FL'], reviewsCount: 0, ...external(5) })
    await make(service, 'Elsewhere 3.0', { states: ['FL'], reviewsCount: 0, ...external(3) })
    await make(service, 'New', { states: ['FL'], reviewsCount: 0 })

    for (let round = 0; round < 5; round += 1) {
      const chosen = [verifiedFast, verifiedSlow, unratedFast].map((contractor) => contractor.id)
      expect((await request(service, '33101', chosen)).status).toBe(201)
      if (round < 4) expect((await request(service, '33101', [fourAnswers.id])).status).toBe(201)
    }
    await answerAfter(verifiedFast, [1, 2, 3, 4, 50])
    await answerAfter(verifiedSlow, [10, 12, 20, 30, 1])
    await answerAfter(unratedFast, [0.5, 0.5, 0.5, 0.5, 0.5])
    // Four quick answers say too little: no figure, and no place ahead of anyone for it.
    await answerAfter(fourAnswers, [0.1, 0.1, 0.1, 0.1])

    const { local } = await match(service, '33101')
    expect(names(local)).toEqual([
      'Verified 4.8',
      'Verified 4.0 fast',
      'Verified 4.0 slow',
      'Unrated fast',
      'Elsewhere 5.0',
      'Elsewhere 3.0',
      'New',
      'Four answers',
    ])
    const byName = new Map(local.map((contractor) => [contractor.name, contractor]))
    expect(byName.get('Verified 4.0 fast')).toMatchObject({
      rating: 4,
      reviewsCount: 2,
      medianResponseHours: 3,
    })
    expect(byName.get('Verified 4.0 slow')?.medianResponseHours).toBe(12)
    expect(byName.get('Unrated fast')).toMatchObject({ rating: null, medianResponseHours: 0.5 })
    expect(byName.get('Four answers')?.medianResponseHours).toBeNull()
    expect(byName.get(verifiedBest.name)?.medianResponseHours).toBeNull()
    expect(byName.get('Elsewhere 5.0')).toMatchObject({
      rating: null,
      externalRating: { rating: 5, count: 40, source: 'Sample data', asOf: '2026-03-01T00:00:00.000Z' },
    })
    expect(byName.get('New')).toMatchObject({ rating: null, reviewsCount: 0, externalRating: null })
  })
})
