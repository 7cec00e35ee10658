import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { QuoteRequest } from '../../contracts/quote-request'
import type { Contractor, Service } from '../../payload-types'
import { createService, testPayload, unique } from '../../../test/payload'
import { startQuoteRequests } from '../../../test/quote-requests'
import { poolOf } from '../../database/pool'
import { createLeadWriter } from './lead-writer'
import type { LeadRecord } from '../../database/queries/store-quote-request'
import { giveCurrentChecks } from '../../../test/credentials'

let payload: Payload
let service: Service
let contractors: Contractor[]
let inactive: Contractor
let otherService: Contractor
let arizonaOnly: Contractor

/** A contractor whose checks are current, as every contractor a request may name must be. */
const makeContractor = async (data: Partial<Contractor> & { services: string[] }) => {
  const contractor = await payload.create({
    collection: 'contractors',
    data: {
      name: 'Quote Test Contractor',
      slug: unique('quote-contractor'),
      description: 'Takes quote requests in tests.',
      states: ['FL'],
      reviewsCount: 3,
      isActive: true,
      contact: { email: 'pro@quote-test.example.com' },
      ...data,
    },
  })
  await giveCurrentChecks(payload, contractor.id)
  return contractor
}

const validRequest = (overrides: Partial<QuoteRequest> = {}): QuoteRequest => ({
  serviceSlug: service.slug,
  zipCode: '33101',
  name: 'Dana Homeowner',
  email: `${unique('dana')}@example.com`,
  phone: '(555) 010-7788',
  contactPref: 'both',
  budgetRange: '10k-25k',
  timeframe: '1-3months',
  description: 'Replace cabinets, counters and the sink in a galley kitchen.',
  consent: true,
  contractorIds: contractors.slice(0, 2).map((contractor) => contractor.id),
  idempotencyKey: crypto.randomUUID(),
  attribution: { utmSource: 'newsletter', utmCampaign: 'spring', referrer: 'https://search.example/' },
  ...overrides,
})

let endpoint: Awaited<ReturnType<typeof startQuoteRequests>>
const post: (typeof endpoint)['post'] = (...args) => endpoint.post(...args)

const leadsByEmail = (email: string) =>
  payload.find({ collection: 'leads', where: { email: { equals: email } }, depth: 0 })

const countLeads = async () => (await payload.count({ collection: 'leads' })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  endpoint = await startQuoteRequests(payload)
  service = await createService(payload, 'Quote Test Service')
  contractors = [
    await makeContractor({ services: [service.id] }),
    await makeContractor({ services: [service.id] }),
    await makeContractor({ services: [service.id] }),
    await makeContractor({ services: [service.id] }),
  ]
  inactive = await makeContractor({ services: [service.id], isActive: false })
  const unrelated = await payload.create({
    collection: 'services',
    data: { ...service, id: undefined, slug: unique('unrelated'), name: 'Unrelated' } as never,
  })
  otherService = await makeContractor({ services: [unrelated.id] })
  arizonaOnly = await makeContractor({ services: [service.id], states: ['AZ'] })
})

afterAll(() => endpoint.close())

describe('POST /api/quote-requests', () => {
  it('stores a valid request as one new lead with a referral per chosen contractor, consent and attribution', async () => {
    const request = validRequest()
    const response = await post(request, { ip: '198.51.100.7' })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: string; status: string }
    expect(body.status).toBe('received')

    const { docs } = await leadsByEmail(request.email)
    expect(docs).toHaveLength(1)
    const lead = docs[0]!
    expect(lead).toMatchObject({
      id: body.id,
      status: 'new',
      service: service.id,
      zipCode: '33101',
      // Typed "(555) 010-7788": kept in E.164, and its digits for search.
      phone: '+15550107788',
      phoneDigits: '15550107788',
      contactPref: 'both',
      consentEvidence: { ip: '198.51.100.7', userAgent: 'quote-test' },
      attribution: { utmSource: 'newsletter', utmCampaign: 'spring', referrer: 'https://search.example/' },
    })
    expect(lead.consentEvidence?.acceptedAt).toBeTruthy()
    const referrals = await payload.find({
      collection: 'referrals',
      where: { lead: { equals: lead.id } },
      depth: 0,
    })
    expect(referrals.docs.map((referral) => referral.contractor).sort()).toEqual(request.contractorIds.sort())
    expect(referrals.docs.every((referral) => referral.status === 'sent')).toBe(true)
  })

  it.each([
    ['serviceSlug', { serviceSlug: '' }, 'Please select a service'],
    ['zipCode', { zipCode: '123' }, 'ZIP code must be 5 digits'],
    ['name', { name: 'D' }, 'Name must be at least 2 characters'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['phone', { phone: '555' }, 'Please enter a valid phone number'],
    ['phone', { phone: 'abcdefghij' }, 'Please enter a valid phone number'],
    ['phone', { phone: '----------' }, 'Please enter a valid phone number'],
    ['phone', { phone: '(123) 456-7890' }, 'Please enter a valid phone number'],
    ['contactPref', { contactPref: 'fax' }, 'Please select a contact preference'],
    ['description', { description: 'short' }, 'Please provide more details about your project'],
    ['consent', { consent: false }, 'You must consent to share your information'],
    ['budgetRange', { budgetRange: 'a-lot' }, undefined],
    ['timeframe', { timeframe: 'someday' }, undefined],
    ['name', { name: 'Dana\u0000Homeowner' }, 'Please remove the unsupported characters'],
    ['name', { name: 'Dana\nClaim your prize' }, 'Please enter just your name, without links or line breaks'],
    [
      'name',
      { name: 'Dana https://evil.example' },
      'Please enter just your name, without links or line breaks',
    ],
    ['name', { name: 'www.evil.example' }, 'Please enter just your name, without links or line breaks'],
    [
      'description',
      { description: 'Replace the sink.\u0000 And the counters.' },
      'Please remove the unsupported characters',
    ],
  ])('answers 400 naming %s when it is invalid, and stores nothing', async (field, change, message) => {
    const before = await countLeads()
    const response = await post({ ...validRequest(), ...change })
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: { field: string; message: string }[] }
    expect(errors.map((error) => error.field)).toContain(field)
    if (message) expect(errors.find((error) => error.field === field)?.message).toBe(message)
    expect(await countLeads()).toBe(before)
  })

  it.each([
    ['no contractors', () => [], 'Please select at least one contractor'],
    [
      'four contractors',
      () => contractors.map((contractor) => contractor.id),
      'You can select up to 3 contractors',
    ],
    ['an unknown contractor', () => [crypto.randomUUID()], undefined],
    ['an inactive contractor', () => [contractors[0]!.id, inactive.id], undefined],
    ['a contractor without the service', () => [otherService.id], undefined],
    ['the same contractor twice', () => [contractors[0]!.id, contractors[0]!.id], undefined],
  ])('refuses %s with 400 and stores nothing', async (_case, ids, message) => {
    const before = [await countLeads(), (await payload.count({ collection: 'referrals' })).totalDocs]
    const response = await post(validRequest({ contractorIds: ids() }))
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: { field: string; message: string }[] }
    expect(errors[0]?.field).toBe('contractorIds')
    if (message) expect(errors[0]?.message).toBe(message)
    expect([await countLeads(), (await payload.count({ collection: 'referrals' })).totalDocs]).toEqual(before)
  })

  it('refuses a service that is only a draft, never published or unpublished, naming the service field', async () => {
    const neverPublished = await payload.create({
      collection: 'services',
      data: { ...service, id: undefined, slug: unique('draft-service'), _status: 'draft' } as never,
    })
    const unpublished = await payload.update({
      collection: 'services',
      id: (await createService(payload, 'Unpublished Service')).id,
      data: { _status: 'draft' },
    })
    for (const draft of [neverPublished, unpublished]) {
      const pro = await makeContractor({ services: [draft.id] })
      const before = await countLeads()
      const response = await post(validRequest({ serviceSlug: draft.slug, contractorIds: [pro.id] }))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        errors: [{ field: 'serviceSlug', message: 'Please select a service' }],
      })
      expect(await countLeads()).toBe(before)
    }
  })

  it('answers a repeated idempotency key with the first lead instead of a second', async () => {
    const request = validRequest()
    const first = await post(request)
    const second = await post(request)
    expect(second.status).toBe(201)
    expect(await second.json()).toEqual(await first.json())
    expect((await leadsByEmail(request.email)).totalDocs).toBe(1)
  })

  it('refuses a reused idempotency key with a different body with 422, keeping the first lead', async () => {
    const first = validRequest()
    const firstAnswer = (await (await post(first)).json()) as { id: string }
    const reused = validRequest({
      idempotencyKey: first.idempotencyKey,
      description: 'A different project: a new deck.',
    })
    const response = await post(reused)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      errors: [
        {
          field: 'idempotencyKey',
          message:
            'This idempotency key was already used for a different request. Send a new key with a new request.',
        },
      ],
    })
    expect((await leadsByEmail(reused.email)).totalDocs).toBe(0)
    const kept = await payload.findByID({ collection: 'leads', id: firstAnswer.id, depth: 0 })
    expect(kept.description).toBe(first.description)
  })

  it.each(['00000', '99999'])('refuses ZIP %s, which no place has, with a field message', async (zipCode) => {
    const before = await countLeads()
    const response = await post(validRequest({ zipCode }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: [{ field: 'zipCode', message: 'We could not find this ZIP code. Please check it.' }],
    })
    expect(await countLeads()).toBe(before)
  })

  it('refuses a contractor who does not cover the ZIP code when local ones do', async () => {
    const before = await countLeads()
    // 33101 is Miami: the Florida contractors cover it, the Arizona-only one does not.
    const response = await post(validRequest({ contractorIds: [contractors[0]!.id, arizonaOnly.id] }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: [
        {
          field: 'contractorIds',
          message: 'One or more selected contractors are not available for this service in your area',
        },
      ],
    })
    expect(await countLeads()).toBe(before)
  })

  it('refuses a contractor of another state where no one covers the ZIP code', async () => {
    const before = await countLeads()
    // 99801 is Juneau, Alaska: no contractor of this service works in Alaska, so the select step offers no one.
    const response = await post(validRequest({ zipCode: '99801', contractorIds: [arizonaOnly.id] }))
    expect(response.status).toBe(400)
    expect(await countLeads()).toBe(before)
  })

  it.each([
    ['name', { name: 'Dana\ud800' }],
    ['description', { description: 'Replace the kitchen sink and counters \udfff please.' }],
    ['phone', { phone: '(555) 010-77\udc00' }],
    ['attribution.utmSource', { attribution: { utmSource: 'x\ud83d' } }],
  ])('refuses a lone UTF-16 surrogate in %s with a field message, not 503', async (field, change) => {
    const before = await countLeads()
    const response = await post({ ...validRequest(), ...change })
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: { field: string; message: string }[] }
    expect(errors).toContainEqual({ field, message: 'Please remove the unsupported characters' })
    expect(await countLeads()).toBe(before)
  })

  it('keeps a well-formed surrogate pair (an emoji) as written', async () => {
    const request = validRequest({ name: 'Dana 🏠 Homeowner' })
    expect((await post(request)).status).toBe(201)
    expect((await leadsByEmail(request.email)).docs[0]?.name).toBe('Dana 🏠 Homeowner')
  })

  it('stores nothing when the honeypot is filled, yet answers like a success', async () => {
    const request = validRequest({ website: 'https://spam.example' })
    const response = await post(request)
    expect(response.status).toBe(201)
    expect((await leadsByEmail(request.email)).totalDocs).toBe(0)
  })

  it('refuses a body that is not JSON with 415, and broken JSON with 400', async () => {
    expect((await post('name=Dana', { contentType: 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect((await post('{"name": ', { contentType: 'application/json' })).status).toBe(400)
  })

  it('limits each address to 10 requests an hour with 429, saying when to try again', async () => {
    const ip = '203.0.113.99'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 10; attempt += 1) statuses.push((await post({}, { ip })).status)
    expect(statuses.every((status) => status === 400)).toBe(true)
    const refused = await post({}, { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await post({}, { ip: '203.0.113.100' })).status).toBe(400)
  })

  it('stores exactly 50 leads and their referrals from 50 concurrent submissions', async () => {
    const requests = Array.from({ length: 50 }, () => validRequest({ contractorIds: [contractors[2]!.id] }))
    const responses = await Promise.all(requests.map((request) => post(request)))
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201))
    const ids = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { id: string }).id),
    )
    expect(new Set(ids).size).toBe(50)
    const leads = await payload.count({ collection: 'leads', where: { id: { in: ids } } })
    expect(leads.totalDocs).toBe(50)
    const referrals = await payload.count({ collection: 'referrals', where: { lead: { in: ids } } })
    expect(referrals.totalDocs).toBe(50)
  })

  it('stores one lead when the same request races itself', async () => {
    const request = validRequest()
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(request)))
    expect(responses.map((response) => response.status)).toEqual(Array(5).fill(201))
    const ids = new Set(
      await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id)),
    )
    expect(ids.size).toBe(1)
    expect((await leadsByEmail(request.email)).totalDocs).toBe(1)
  })

  it('answers 503 with a message, never 500, when the database cannot be reached', async () => {
    // A real pool, pointed at a port where no PostgreSQL listens.
    const unreachable = new pg.Pool({ host: '127.0.0.1', port: 9, connectionTimeoutMillis: 1000 })
    const down = await startQuoteRequests(payload, unreachable)
    try {
      const response = await down.post(validRequest())
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({
        errors: [{ message: 'We could not save your request just now. Please try again.' }],
      })
    } finally {
      await down.close()
      await unreachable.end()
    }
  })
})

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  const consentIpOf = async (email: string) => (await leadsByEmail(email)).docs[0]?.consentEvidence?.ip

  it('believes X-Forwarded-For from a trusted hop, for the consent record and the rate limit', async () => {
    // The test's requests come from 127.0.0.1: a trusted hop under TRUST_PROXY=loopback.
    const behindProxy = await startQuoteRequests(payload, undefined, { trustProxy: 'loopback', rateLimit: 1 })
    try {
      const first = validRequest()
      expect((await behindProxy.post(first, { ip: '198.51.100.41' })).status).toBe(201)
      expect(await consentIpOf(first.email)).toBe('198.51.100.41')
      // Each forwarded client has a bucket of its own.
      expect((await behindProxy.post(validRequest(), { ip: '198.51.100.41' })).status).toBe(429)
      expect((await behindProxy.post(validRequest(), { ip: '198.51.100.42' })).status).toBe(201)
    } finally {
      await behindProxy.close()
    }
  })

  it.each([
    ['an untrusted hop', '203.0.113.9'],
    ['no proxy (the default)', ''],
  ])('ignores X-Forwarded-For from %s: the address is the connection’s', async (_case, trustProxy) => {
    // The connection's address is this test's alone; start its count afresh.
    await poolOf(payload).query("DELETE FROM rate_limits WHERE key LIKE 'quote-requests:%127.0.0.1'")
    const direct = await startQuoteRequests(payload, undefined, { trustProxy, rateLimit: 1 })
    try {
      const request = validRequest()
      expect((await direct.post(request, { ip: '198.51.100.43' })).status).toBe(201)
      expect(await consentIpOf(request.email)).toMatch(/^(::ffff:)?127\.0\.0\.1$/)
      // A forged address does not buy a new bucket.
      expect((await direct.post(validRequest(), { ip: '198.51.100.44' })).status).toBe(429)
    } finally {
      await direct.close()
    }
  })
})

describe('the lead writer', () => {
  // A pool of its own on the test database, so the test can count the statements it sends.
  let pool: pg.Pool
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  })
  afterAll(() => pool.end())

  const record = (request: QuoteRequest): LeadRecord => ({
    request,
    area: { city: 'Miami', state: 'FL' },
    requestHash: crypto.randomUUID(),
    ip: '198.51.100.20',
    userAgent: 'writer-test',
    page: '/quotes/details',
  })

  it('stores requests that arrive together in one statement, each with its own outcome', async () => {
    const query = vi.spyOn(pool, 'query')
    const writer = createLeadWriter(pool, { statements: 1 })
    const valid = Array.from({ length: 5 }, () => validRequest())
    const requests = [
      ...valid,
      validRequest({ serviceSlug: unique('no-such-service') }),
      validRequest({ contractorIds: [contractors[0]!.id, inactive.id] }),
      // The second request again: its key is already in the batch, so it waits for a later one and finds the lead.
      valid[1]!,
    ]
    const results = await Promise.all(requests.map((request) => writer.write(record(request))))

    // The first request went alone; the other seven arrived while it ran and went in the next statement, all but
    // the repeated key, which waited for a third.
    expect(query).toHaveBeenCalledTimes(3)
    expect(results.slice(0, 5).map((result) => result.outcome)).toEqual(Array(5).fill('stored'))
    expect(results.slice(5).map((result) => result.outcome)).toEqual([
      'unknown-service',
      'unavailable-contractors',
      'exists',
    ])

    const ids = results.slice(0, 5).map((result) => (result.outcome === 'stored' ? result.id : ''))
    const leads = await payload.find({ collection: 'leads', where: { id: { in: ids } }, depth: 0, limit: 5 })
    expect(leads.docs.map((lead) => [lead.id, lead.email]).sort()).toEqual(
      ids.map((id, i) => [id, valid[i]!.email]).sort(),
    )
    for (const [i, id] of ids.entries()) {
      const referrals = await payload.find({
        collection: 'referrals',
        where: { lead: { equals: id } },
        depth: 0,
      })
      expect(referrals.docs.map((referral) => referral.contractor).sort()).toEqual(
        [...valid[i]!.contractorIds].sort(),
      )
      // One email job per recipient: the homeowner's confirmation and a notification per contractor.
      const { rows } = await pool.query<{ contractor: string | null }>(
        "SELECT data->>'contractorId' AS contractor FROM pgboss.job WHERE name = 'emails' AND data->>'type' = 'quote' AND data->>'leadId' = $1",
        [id],
      )
      expect(rows.map((row) => row.contractor ?? 'homeowner').sort()).toEqual(
        ['homeowner', ...valid[i]!.contractorIds].sort(),
      )
    }
  })

  it('fails only the request whose row the database refuses, storing the others of its batch', async () => {
    const writer = createLeadWriter(pool, { statements: 1 })
    // PostgreSQL cannot store a NUL character; the schema refuses it, so only a caller skipping it can send one.
    const refused = validRequest({ name: 'Dana\u0000Homeowner' })
    const requests = [validRequest(), validRequest(), refused, validRequest()]
    const results = await Promise.allSettled(requests.map((request) => writer.write(record(request))))

    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ])
    for (const request of requests)
      expect((await leadsByEmail(request.email)).totalDocs).toBe(request === refused ? 0 : 1)
  })

  it('isolates a row the database refuses in a few statements, without serialising the rest of its batch', async () => {
    const query = vi.spyOn(pool, 'query')
    query.mockClear()
    const writer = createLeadWriter(pool, { statements: 1 })
    const refused = validRequest({ name: 'Dana\u0000Homeowner' })
    // The first request goes alone; the other 32 arrive while it runs and make one batch, the refused row in it.
    const requests = Array.from({ length: 33 }, (_, i) => (i === 20 ? refused : validRequest()))
    const results = await Promise.allSettled(requests.map((request) => writer.write(record(request))))

    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1)
    expect(results[20]!.status).toBe('rejected')
    // Halving finds the one bad row of 32 in 2 × log2(32) statements after the failed one; one at a time took 32.
    expect(query.mock.calls.length).toBeLessThanOrEqual(1 + 1 + 2 * 5)
    for (const request of requests)
      expect((await leadsByEmail(request.email)).totalDocs).toBe(request === refused ? 0 : 1)
  })
})
