import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { REFERRAL_LIST_QUERY } from '../contracts/referral-list'
import type { Contractor, Lead, Service } from '../payload-types'
import { createService, createUser, signInToken, testPayload, unique } from '../../test/payload'
import { asUser, firstErrorMessage, rest } from '../../test/rest'
import { MAX_READ_DEPTH, READ_LIMITS } from './refuseUnboundedReads'

let payload: Payload
let staff: string
let editor: string
let kitchens: Service
let baths: Service

/** A read with Payload's bracketed parameters, as the dashboard writes them (`select[name]=true`). */
const bracketed = (prefix: string, selection: object): string[] =>
  Object.entries(selection).flatMap(([key, value]) =>
    typeof value === 'object'
      ? bracketed(`${prefix}[${key}]`, value as object)
      : [`${prefix}[${key}]=${String(value)}`],
  )

beforeAll(async () => {
  payload = await testPayload()
  staff = await signInToken(payload, await createUser(payload, 'staff'))
  editor = await signInToken(payload, await createUser(payload, 'editor'))
  kitchens = await createService(payload, 'Bounded Kitchens')
  baths = await createService(payload, 'Bounded Baths')
  // Related services that relate back: the cycle a deep read used to follow level after level.
  await payload.update({ collection: 'services', id: kitchens.id, data: { relatedServices: [baths.id] } })
  await payload.update({ collection: 'services', id: baths.id, data: { relatedServices: [kitchens.id] } })
  const contractor: Contractor = await payload.create({
    collection: 'contractors',
    data: {
      name: 'Bounded Reads Contractor',
      slug: unique('contractor'),
      description: 'Referred by the bounded reads test.',
      services: [kitchens.id],
      states: ['FL'],
      reviewsCount: 0,
    },
  })
  const lead: Lead = await payload.create({
    collection: 'leads',
    data: {
      service: kitchens.id,
      zipCode: '33101',
      name: 'Bounded Reads Lead',
      email: `${unique('lead')}@example.com`,
      phone: '(555) 010-4242',
      contactPref: 'email',
      description: 'A lead the bounded reads test refers.',
      consent: true,
      idempotencyKey: crypto.randomUUID(),
      status: 'new',
    },
  })
  await payload.create({
    collection: 'referrals',
    data: { lead: lead.id, contractor: contractor.id, status: 'sent' },
  })
})

describe('an unbounded REST read', () => {
  it.each([
    ['every contractor ten levels deep', '/api/contractors?limit=0&depth=10', /depth/],
    ['one service eight levels deep through related services', '/api/services?limit=1&depth=8', /depth/],
    ['100,000 location pages', '/api/city-pages?limit=100000&depth=1', /limit must be .* 1 to 100 /],
    ['every service', '/api/services?limit=0', /limit/],
    ['every service without pagination', '/api/services?pagination=false', /pagination=false/],
    ['a negative limit', '/api/services?limit=-1', /limit/],
    ['a limit that is not a number', '/api/services?limit=abc', /limit/],
    ['a depth that is not a number', '/api/services?depth=abc', /depth/],
    ['a limit given twice', '/api/services?limit=1&limit=2', /limit/],
    ['page 0', '/api/services?page=0', /page/],
    ['a site-settings read ten levels deep', '/api/globals/site-settings?depth=10', /depth/],
  ])('is refused with a 400 that says what may be asked: %s', async (_, path, message) => {
    const response = await rest(path)
    expect(response.status).toBe(400)
    expect(await firstErrorMessage(response)).toMatch(message)
  })

  it('is refused to staff too: one referral ten levels deep', async () => {
    const response = await rest('/api/referrals?limit=1&depth=10', asUser(staff))
    expect(response.status).toBe(400)
    expect(await firstErrorMessage(response)).toBe(
      `depth must be a whole number from 0 to ${MAX_READ_DEPTH}.`,
    )
  })

  it('is refused when asked with the method-override POST the panel uses for long queries', async () => {
    const response = await rest('/api/city-pages', {
      method: 'POST',
      headers: {
        'X-Payload-HTTP-Method-Override': 'GET',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'limit=0&depth=2',
    })
    expect(response.status).toBe(400)
    expect(await firstErrorMessage(response)).toMatch(/limit/)
  })

  it('gives signed-in people a higher limit than anonymous readers, and a cap all the same', async () => {
    const { anonymous, signedIn } = READ_LIMITS
    expect((await rest(`/api/services?limit=${anonymous}&depth=0`)).status).toBe(200)
    expect((await rest(`/api/services?limit=${anonymous + 1}&depth=0`)).status).toBe(400)
    expect((await rest(`/api/services?limit=${signedIn}&depth=0`, asUser(editor))).status).toBe(200)
    expect((await rest(`/api/services?limit=${signedIn + 1}&depth=0`, asUser(editor))).status).toBe(400)
  })

  it('raises no cap for a forged session: only a signed-in person Payload recognises gets the higher limit', async () => {
    const forged = await rest(`/api/services?limit=${READ_LIMITS.anonymous + 1}`, asUser('not-a-token'))
    expect(forged.status).toBe(400)
  })
})

describe('bounded reads', () => {
  it('read related services that relate back one level down, never round the cycle', async () => {
    const response = await rest(`/api/services?where[id][equals]=${kitchens.id}&depth=2`)
    expect(response.status).toBe(200)
    const [service] = ((await response.json()) as { docs: Service[] }).docs
    const [related] = service?.relatedServices ?? []
    expect(typeof related === 'object' && related.name).toBe('Bounded Baths')
    expect(typeof related === 'object' && related.relatedServices).toEqual([kitchens.id])
  })

  it.each([
    [
      'the services list of every page',
      `/api/services?where[_status][equals]=published&limit=100&pagination=false&sort=sortOrder&depth=0`,
    ],
    [
      'the cost guides list',
      '/api/cost-guides?where[_status][equals]=published&limit=100&pagination=false&depth=0',
    ],
    ['the site settings', '/api/globals/site-settings?depth=1&select[companyName]=true'],
    ['the location pages tab', '/api/city-pages?depth=0&page=1&limit=50&sort=state,city,id'],
    ['a plain list, at the default depth', '/api/contractors'],
  ])('still answer the site’s own reads: %s', async (_, path) => {
    expect((await rest(path, asUser(staff))).status).toBe(200)
    expect((await rest(path)).status).toBe(200)
  })

  it('still answer the dashboard’s referrals list, two levels deep', async () => {
    const query = [
      `depth=${REFERRAL_LIST_QUERY.depth}`,
      ...bracketed('select', REFERRAL_LIST_QUERY.select),
      ...bracketed('populate', REFERRAL_LIST_QUERY.populate),
      'limit=25',
      'sort=-createdAt',
    ].join('&')
    const response = await rest(`/api/referrals?${query}`, asUser(staff))
    expect(response.status).toBe(200)
    const [referral] = ((await response.json()) as { docs: { lead: Lead }[] }).docs
    expect(typeof referral?.lead.service === 'object' && referral.lead.service.name).toBeTruthy()
  })

  it('still let the panel change many documents at once (its bulk edits send limit=0)', async () => {
    const response = await rest(
      `/api/services?limit=0&where[id][in]=${kitchens.id},${baths.id}`,
      asUser(editor, { method: 'PATCH', body: JSON.stringify({ sortOrder: 7 }) }),
    )
    expect(response.status).toBe(200)
    expect(((await response.json()) as { docs: Service[] }).docs).toHaveLength(2)
  })

  it('still let the panel look up related documents with the method-override POST', async () => {
    const response = await rest('/api/services', {
      method: 'POST',
      headers: {
        Authorization: `JWT ${editor}`,
        'X-Payload-HTTP-Method-Override': 'GET',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: `depth=0&limit=10&page=1&select[name]=true&where[id][in][0]=${kitchens.id}`,
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { docs: Service[] }).docs.map((doc) => doc.name)).toEqual([
      'Bounded Kitchens',
    ])
  })
})

describe('the versions of something that keeps none', () => {
  it.each([
    ['a collection without versions', '/api/contractors/versions'],
    ['one version of it', `/api/contractors/versions/${crypto.randomUUID()}`],
    ['a global', '/api/globals/site-settings/versions'],
    ['one version of a global', `/api/globals/home-page/versions/${crypto.randomUUID()}`],
  ])('are not found (404), not a server error: %s', async (_, path) => {
    for (const token of [undefined, staff]) expect((await rest(path, asUser(token))).status).toBe(404)
  })

  it('leave the versions of a collection that keeps them readable', async () => {
    const response = await rest(
      `/api/services/versions?where[parent][equals]=${kitchens.id}&limit=5`,
      asUser(editor),
    )
    expect(response.status).toBe(200)
    expect(((await response.json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0)
  })
})
